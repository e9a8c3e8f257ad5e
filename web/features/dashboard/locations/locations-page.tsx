import { useState } from 'react';
import { BackHeading } from '../ui/back-heading.tsx';
import { NewItemButton, PageHeader } from '../ui/page-header.tsx';
import { LocationCard } from './location-card.tsx';
import { useLocationEditing } from './location-editing.tsx';
import type { LocationLevel, LocationParams } from './location-levels.ts';
import { LocationList } from './location-list.tsx';
import { NameDialog } from './name-dialog.tsx';

interface LocationsPageProps<Item extends { _id: string; name: string }> {
  level: LocationLevel<Item>;
  params: LocationParams;
  items: readonly Item[];
}

/**
 * `/dashboard/countrypage`, `/dashboard/state/…` and `/dashboard/district/…`: the places of
 * one level (location-levels.ts says which), with add, rename and delete.
 */
export function LocationsPage<Item extends { _id: string; name: string }>({
  level,
  params,
  items,
}: LocationsPageProps<Item>) {
  const [adding, setAdding] = useState(false);
  const editing = useLocationEditing<Item>({
    kind: level.kind,
    children: level.children,
    nameSchema: level.nameSchema,
    suggest: level.suggest,
  });
  const heading = level.heading(params);

  return (
    <div className="dash-page">
      <PageHeader
        title={
          'title' in heading ? heading.title : <BackHeading text={heading.back} fallback={heading.fallback} />
        }
      >
        <NewItemButton onClick={() => setAdding(true)}>{level.addButton}</NewItemButton>
      </PageHeader>
      <LocationList count={items.length} empty={level.empty}>
        {items.map((item) => {
          const counts = level.counts?.(item);
          return (
            <LocationCard
              key={item._id}
              id={item._id}
              name={item.name}
              flagCode={level.flagCode?.(item)}
              to={level.childPath?.(item, params)}
              onRename={() => editing.startRename(item)}
              onDelete={() => editing.startDelete(item)}
            >
              {counts && (
                <dl className="dash-location__counts">
                  {counts.map((count) => (
                    <div key={count.label}>
                      <dt>{count.label}</dt>
                      <dd>{count.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </LocationCard>
          );
        })}
      </LocationList>
      {adding && (
        <NameDialog
          title={level.addDialog.title}
          label={level.addDialog.label}
          suggest={level.suggest}
          schema={level.nameSchema}
          fields={{ intent: 'add' }}
          onClose={() => setAdding(false)}
        />
      )}
      {editing.dialogs}
    </div>
  );
}
