import { hashedLinks, type StoredLink } from './hashed-links.ts';

/**
 * Preview links in the table (the rules are functions/lib/content/previews.ts,
 * docs/decisions/066): hashed-link items in partition `PREVIEW#<SHA-256 of the token>`
 * (hashed-links.ts).
 */
export interface StoredPreview extends StoredLink {
  /** What the page shows: 'blog' or 'product' (a site part's later, docs/decisions/066). */
  kind: string;
  /** The saved item previewed, absent for one never saved. */
  itemId?: string;
  /** The page's data as the save would store it (sanitised), read back by the page's loader. */
  page: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
}

const previews = hashedLinks<StoredPreview>('PREVIEW');

/** Stores a new link's preview; a hash already there (never, for 256 random bits) is refused. */
export const putPreview = (tokenHash: string, preview: StoredPreview): Promise<void> =>
  previews.put(tokenHash, preview);

/** The link's preview as stored (expired or not), or undefined when there is none. */
export const findPreview = (tokenHash: string): Promise<StoredPreview | undefined> =>
  previews.find(tokenHash);

/** Deletes a link's preview; false when there was none (unknown or revoked already). */
export const deletePreview = async (tokenHash: string): Promise<boolean> =>
  (await previews.take(tokenHash)) !== undefined;
