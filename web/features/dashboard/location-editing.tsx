import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { NameDialog } from './name-dialog.tsx';
import { useNotify } from './notices.tsx';

/** A country, state or district as the rename and delete dialogs need it. */
export interface NamedItem {
  _id: string;
  name: string;
}

interface LocationEditingOptions<T extends NamedItem> {
  /** 'country', 'state' or 'district'. */
  kind: string;
  rename: (id: string, name: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** What goes with the item when it is deleted, in words (e.g. '3 states and 12 districts'). */
  children?: (item: T) => string | undefined;
  validateName?: (name: string) => string | undefined;
  suggest?: (typed: string) => string[];
  onChanged: () => void;
}

/**
 * The rename and delete flow shared by the three location pages: `startRename(item)` and
 * `startDelete(item)` open the dialogs, `dialogs` renders whichever is open.
 */
export function useLocationEditing<T extends NamedItem>(options: LocationEditingOptions<T>) {
  const notify = useNotify();
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { kind } = options;

  async function confirmDelete(item: T) {
    try {
      await options.remove(item._id);
      notify('success', `Deleted ${item.name}.`);
      options.onChanged();
      setDeleting(null);
    } catch (error) {
      console.error(`Deleting the ${kind} failed:`, error);
      notify('error', `Could not delete ${item.name}.`);
    }
  }

  const goesWith = deleting ? options.children?.(deleting) : undefined;
  const dialogs: ReactNode = (
    <>
      {renaming && (
        <NameDialog
          title={`Rename ${kind}`}
          label={`${kind[0].toUpperCase()}${kind.slice(1)} name`}
          initialName={renaming.name}
          validate={options.validateName}
          suggest={options.suggest}
          onSave={async (name) => {
            await options.rename(renaming._id, name);
            notify('success', `Renamed to ${name}.`);
            options.onChanged();
          }}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${kind}`}
          confirmLabel="Delete"
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            Delete <strong>{deleting.name}</strong>?
            {goesWith ? ` Its ${goesWith} will be deleted with it.` : ''} This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
  return { startRename: setRenaming, startDelete: setDeleting, dialogs };
}

/** '1 state', '3 districts'. */
export const countOf = (n: number, singular: string, plural: string): string =>
  `${n} ${n === 1 ? singular : plural}`;
