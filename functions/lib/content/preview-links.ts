import { linkTokenPattern } from '../../../shared/account-rules.ts';
import { hashToken } from '../auth/link-tokens.ts';
import { deletePreview, findPreview } from '../data/previews-repository.ts';
import { NotFound } from '../domain-errors.ts';

/**
 * Reading and revoking preview links (docs/decisions/066), apart from how a preview is made
 * (previews.ts), so the page renderer reads a link without the save's code. A token is a link
 * token (functions/lib/auth/link-tokens.ts): the table keeps only its SHA-256 as the item's key, so a read of
 * the table reveals no live link.
 */

export const previewLifetimeMs = 48 * 60 * 60 * 1000;

export const previewNotFound = 'This preview link does not exist or has been revoked.';

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
  // Anything but a token's 43 characters names no link, and costs no table read.
  if (!linkTokenPattern.test(token)) return undefined;
  const stored = await findPreview(hashToken(token));
  if (!stored || stored.kind !== kind || Number(stored.validUntil) <= now) return undefined;
  return { page: stored.page as Page, validUntil: Number(stored.validUntil) };
}

/** Revokes a link: its item goes at once. Unknown or revoked already: 404. */
export async function revokePreview(token: string): Promise<void> {
  const deleted = linkTokenPattern.test(token) && (await deletePreview(hashToken(token)));
  if (!deleted) throw new NotFound(previewNotFound);
}
