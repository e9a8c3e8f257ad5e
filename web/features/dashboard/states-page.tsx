import { useState } from 'react';
import type { StateSummary } from '../../../shared/api-types.ts';
import { encodeUriText } from '../../../shared/uri-text.ts';
import { BackHeading } from './back-heading.tsx';
import { LocationCard } from './location-card.tsx';
import { countOf, useLocationEditing } from './location-editing.tsx';
import { LocationList } from './location-list.tsx';
import { NameDialog } from './name-dialog.tsx';

const districtPagePath = (countryId: string, state: StateSummary) =>
  `/dashboard/district/${encodeUriText(countryId)}/${encodeUriText(state.name)}/${encodeUriText(state._id)}`;

interface StatesPageProps {
  countryName: string;
  countryId: string;
  states: readonly StateSummary[];
}

/** `/dashboard/state/{countryName}/{countryId}`: the states of one country. */
export function StatesPage({ countryName, countryId, states }: StatesPageProps) {
  const [adding, setAdding] = useState(false);
  const editing = useLocationEditing<StateSummary>({
    kind: 'state',
    children: (state) =>
      state.districtCount ? countOf(state.districtCount, 'district', 'districts') : undefined,
  });

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <BackHeading text={`← Country / ${countryName}`} fallback="/dashboard/countrypage" />
        <button type="button" className="dash-button dash-button--primary" onClick={() => setAdding(true)}>
          + Add State
        </button>
      </div>
      <LocationList count={states.length} empty="No states found.">
        {states.map((state) => (
          <LocationCard
            key={state._id}
            id={state._id}
            name={state.name}
            to={districtPagePath(countryId, state)}
            onRename={() => editing.startRename(state)}
            onDelete={() => editing.startDelete(state)}
          >
            <dl className="dash-location__counts">
              <div>
                <dt>Districts</dt>
                <dd>{state.districtCount}</dd>
              </div>
            </dl>
          </LocationCard>
        ))}
      </LocationList>
      {adding && (
        <NameDialog
          title="Add state"
          label="State name"
          fields={{ intent: 'add' }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing.dialogs}
    </div>
  );
}
