import { deleteItemAutosaves } from './autosaves.ts';
import { checkExpectedVersion, retryOnVersionChange } from './item-versions.ts';
import { photoOwnerUpdates } from './photo-owners.ts';
import { type StoredPublication, scheduleMarkerWrites } from './publication-schedule.ts';
import { deleteRevisions } from './revisions.ts';
import { slugReleases } from './slug-claims.ts';
import { deleteItem, type TableItem, type TransactionWrite, transactWrite } from './table.ts';

/** What a product, a post or a category holds besides its own item: its slugs and its uploads. */
export interface Holdings {
  id: string;
  /** Its name in the uploads' owner sets (`photoOwner`). */
  owner: string;
  slugScope: string;
  slugs: readonly string[];
  uploads: string[];
}

/**
 * Deletes an item with what it holds, in one transaction with `writes` (its own conditional
 * delete and the counts it changes): every slug it had is released and it no longer owns its
 * uploads. `otherwise` is the error of a failed condition that no write names. Answers the
 * uploads (content/photo-deletions.ts lets them expire).
 */
export async function deleteWithHoldings(
  { id, owner, slugScope, slugs, uploads }: Holdings,
  writes: TransactionWrite[],
  otherwise?: () => Error,
): Promise<string[]> {
  const releases = await slugReleases(slugScope, slugs, id);
  await transactWrite([...writes, ...photoOwnerUpdates(owner, uploads, []), ...releases], otherwise);
  return uploads;
}

/**
 * Deletes a post or a product, on the condition that it still has the version read (the
 * version the admin sent, when they sent one: a 409 otherwise): its own Delete, `counts` (what
 * the committed item counted for), its schedule markers, its slugs and its uploads' owners in
 * one transaction, read again when another write got in; then its kept versions and its
 * autosaves go. Answers the uploads it showed.
 */
export async function deleteEditedItem<Item extends TableItem & StoredPublication>(
  kind: 'blog' | 'product',
  id: string,
  expectedVersion: number | undefined,
  {
    find,
    holdings,
    counts,
    notFound,
  }: {
    find: (id: string) => Promise<Item>;
    holdings: (current: Item) => Omit<Holdings, 'id'>;
    counts: (current: Item) => TransactionWrite[];
    notFound: () => Error;
  },
): Promise<string[]> {
  const uploads = await retryOnVersionChange(async () => {
    const current = await find(id);
    checkExpectedVersion(current, expectedVersion);
    return deleteWithHoldings(
      { id, ...holdings(current) },
      [deleteItem(current), ...counts(current), ...scheduleMarkerWrites(kind, id, current, undefined)],
      notFound,
    );
  });
  await deleteRevisions(kind, id);
  await deleteItemAutosaves(kind, id);
  return uploads;
}
