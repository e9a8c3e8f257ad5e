import { type ReactNode, useState } from 'react';
import { DeleteDialog } from '../ui/confirm-dialog.tsx';
import { deleteFields, versionField } from '../ui/form-fields.ts';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { NameDialog, type NameSchema } from './name-dialog.tsx';

/** A country, state or district as the rename and delete dialogs need it. */
export interface NamedItem {
  _id: string;
  name: string;
  /** The version the page read, sent back with a rename or delete (docs/decisions/051). */
  version?: number;
}

interface LocationEditingOptions<T extends NamedItem> {
  /** 'country', 'state' or 'district'. */
  kind: string;
  /** What goes with the item when it is deleted, in words (e.g. '3 states and 12 districts'). */
  children?: (item: T) => string | undefined;
  nameSchema: NameSchema;
  suggest?: (typed: string) => string[];
}

/**
 * The rename and delete flow shared by the three location pages: `startRename(item)` and
 * `startDelete(item)` open the dialogs, `dialogs` renders whichever is open. Both submit to
 * the page's clientAction (location-actions.ts); the list revalidates by itself.
 */
export function useLocationEditing<T extends NamedItem>(options: LocationEditingOptions<T>) {
  const [renaming, setRenaming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remover = useActionFetcher((result) => result.ok && setDeleting(null));
  const { kind } = options;

  const goesWith = deleting ? options.children?.(deleting) : undefined;
  const dialogs: ReactNode = (
    <>
      {renaming && (
        <NameDialog
          title={`Rename ${kind}`}
          label={`${kind[0].toUpperCase()}${kind.slice(1)} name`}
          initialName={renaming.name}
          schema={options.nameSchema}
          suggest={options.suggest}
          fields={{ intent: 'rename', id: renaming._id, version: versionField(renaming) }}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={`Delete ${kind}`}
          fetcher={remover}
          fields={deleteFields(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            Delete <strong>{deleting.name}</strong>?
            {goesWith ? ` Its ${goesWith} will be deleted with it.` : ''} This cannot be undone.
          </p>
        </DeleteDialog>
      )}
    </>
  );
  return { startRename: setRenaming, startDelete: setDeleting, dialogs };
}

/** '1 state', '3 districts'. */
export const countOf = (n: number, singular: string, plural: string): string =>
  `${n} ${n === 1 ? singular : plural}`;
