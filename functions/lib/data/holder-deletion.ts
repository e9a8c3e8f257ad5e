import { photoOwnerUpdates } from './photo-owners.ts';
import { slugReleases } from './slug-claims.ts';
import { type TransactionWrite, transactWrite } from './table.ts';

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
