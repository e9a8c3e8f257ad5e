import { useCallback, useState } from 'react';
import type { District } from '../../../shared/api-types.ts';
import { BackHeading } from './back-heading.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { LocationCard } from './location-card.tsx';
import { useLocationEditing } from './location-editing.tsx';
import { LocationList } from './location-list.tsx';
import { NameDialog } from './name-dialog.tsx';
import { useNotify } from './notices.tsx';
import { useLoadedList } from './use-loaded-list.ts';

/** `/dashboard/district/{countryId}/{stateName}/{stateId}`: the districts of one state. */
export function DistrictsPage({ stateName, stateId }: { stateName: string; stateId: string }) {
  const notify = useNotify();
  const load = useCallback((signal: AbortSignal) => dashboardApi.districts(stateId, signal), [stateId]);
  const { items, loading, failed, reload } = useLoadedList<District>(load, 'districts');
  const [adding, setAdding] = useState(false);
  const editing = useLocationEditing<District>({
    kind: 'district',
    rename: dashboardApi.renameDistrict,
    remove: dashboardApi.deleteDistrict,
    onChanged: reload,
  });

  return (
    <div className="dash-page">
      <div className="dash-page__header">
        <BackHeading text={`← State/ ${stateName}`} fallback="/dashboard/countrypage" />
        <button type="button" className="dash-button dash-button--primary" onClick={() => setAdding(true)}>
          + Add District
        </button>
      </div>
      <LocationList
        loading={loading}
        failed={failed}
        count={items.length}
        what="districts"
        empty="No districts found."
      >
        {items.map((district) => (
          <LocationCard
            key={district._id}
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
          onSave={async (name) => {
            await dashboardApi.addDistrict(name, stateId);
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
