import { createHash, randomBytes } from 'node:crypto';
import { deletePreview, findPreview } from '../data/previews-repository.ts';
import { NotFound } from '../domain-errors.ts';

/**
 * The tokens of preview links (docs/decisions/066), apart from how a preview is made
 * (previews.ts), so the page renderer reads a link without the save's code. A token is 32
 * random bytes in base64url, unguessable, so it needs no signature; the table keeps only its
 * SHA-256 as the item's key, so a read of the table reveals no live link.
 */

export const previewLifetimeMs = 48 * 60 * 60 * 1000;

export const previewNotFound = 'This preview link does not exist or has been revoked.';

/** A new token: 43 characters. */
export const newPreviewToken = (): string => randomBytes(32).toString('base64url');

/** The table's key of a token: its SHA-256 (base64url), never the token. */
export const previewTokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** Anything but a token's 43 characters names no link, and costs no table read. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What a page's loader gets back: the stored page data and when the link stops working. */
export interface PreviewPage<Page> {
  page: Page;
  /** Epoch milliseconds. */
  validUntil: number;
}

/**
 * The page of a live link of this kind; undefined for a malformed, unknown, revoked or
 * expired token and for one of another kind, all alike (the page answers one 404 for all).
 * TTL deletes an item up to days late, so expiry is checked here.
 */
export async function readPreview<Page>(
  kind: string,
  token: string,
  now = Date.now(),
): Promise<PreviewPage<Page> | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const stored = await findPreview(previewTokenHash(token));
  if (!stored || stored.kind !== kind || Number(stored.validUntil) <= now) return undefined;
  return { page: stored.page as Page, validUntil: Number(stored.validUntil) };
}

/** Revokes a link: its item goes at once. Unknown or revoked already: 404. */
export async function revokePreview(token: string): Promise<void> {
  const deleted = tokenPattern.test(token) && (await deletePreview(previewTokenHash(token)));
  if (!deleted) throw new NotFound(previewNotFound);
}
