import { useCallback, useState } from 'react';
import { BackHeading } from './back-heading.tsx';
import { dashboardApi, type StateSummary } from './dashboard-api.ts';
import { LocationCard } from './location-card.tsx';
import { countOf, useLocationEditing } from './location-editing.tsx';
import { LocationList } from './location-list.tsx';
import { NameDialog } from './name-dialog.tsx';
import { useNotify } from './notices.tsx';
import { useLoadedList } from './use-loaded-list.ts';

const districtPagePath = (countryId: string, state: StateSummary) =>
  `/dashboard/district/${encodeURIComponent(countryId)}/${encodeURIComponent(state.name)}/${encodeURIComponent(state._id)}`;

/** `/dashboard/state/{countryName}/{countryId}`: the states of one country. */
export function StatesPage({ countryName, countryId }: { countryName: string; countryId: string }) {
  const notify = useNotify();
  const load = useCallback((signal: AbortSignal) => dashboardApi.states(countryId, signal), [countryId]);
  const { items, loading, failed, reload } = useLoadedList<StateSummary>(load, 'states');
  const [adding, setAdding] = useState(false);
  const editing = useLocationEditing<StateSummary>({
    kind: 'state',
    rename: dashboardApi.renameState,
    remove: dashboardApi.deleteState,
    children: (state) =>
      state.districtCount ? countOf(state.districtCount, 'district', 'districts') : undefined,
    onChanged: reload,
  });

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <BackHeading text={`← Country / ${countryName}`} fallback="/dashboard/countrypage" />
        <button type="button" className="dash-button dash-button--primary" onClick={() => setAdding(true)}>
          + Add State
        </button>
      </div>
      <LocationList
        loading={loading}
        failed={failed}
        count={items.length}
        what="states"
        empty="No states found."
      >
        {items.map((state) => (
          <LocationCard
            key={state._id}
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
          onSave={async (name) => {
            await dashboardApi.addState(name, countryId);
            notify('success', `Added ${name}.`);
            reload();
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing.dialogs}
    </div>
  );
}
