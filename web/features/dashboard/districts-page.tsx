import { useState } from 'react';
import type { District } from '../../../shared/api-types.ts';
import { BackHeading } from './back-heading.tsx';
import { LocationCard } from './location-card.tsx';
import { useLocationEditing } from './location-editing.tsx';
import { LocationList } from './location-list.tsx';
import { NameDialog } from './name-dialog.tsx';

interface DistrictsPageProps {
  stateName: string;
  districts: readonly District[];
}

/** `/dashboard/district/{countryId}/{stateName}/{stateId}`: the districts of one state. */
export function DistrictsPage({ stateName, districts }: DistrictsPageProps) {
  const [adding, setAdding] = useState(false);
  const editing = useLocationEditing<District>({ kind: 'district' });

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <BackHeading text={`← State/ ${stateName}`} fallback="/dashboard/countrypage" />
        <button type="button" className="dash-button dash-button--primary" onClick={() => setAdding(true)}>
          + Add District
        </button>
      </div>
      <LocationList count={districts.length} empty="No districts found.">
        {districts.map((district) => (
          <LocationCard
            key={district._id}
            id={district._id}
            name={district.name}
            onRename={() => editing.startRename(district)}
            onDelete={() => editing.startDelete(district)}
          />
        ))}
      </LocationList>
      {adding && (
        <NameDialog
          title="Add district"
          label="District name"
          fields={{ intent: 'add' }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing.dialogs}
    </div>
  );
}
