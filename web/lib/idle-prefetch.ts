/**
 * Which links of a public page fetch their next page before any intent (issue 37,
 * docs/decisions/073): the few a visitor is most likely to tap next (the cards in view, the
 * pager's link), once the page has hydrated and the browser is idle, so the first page's own
 * loading, hydration and main-thread work come first. Nothing on Save-Data or a 2G connection,
 * where those bytes would cost more than the wait.
 */

export interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the visitor's connection allows fetching pages nobody asked for yet. */
export function connectionAllowsPrefetch(connection: NetworkInformation | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The browser's connection, where it tells it (Chromium's `navigator.connection`). */
export const browserConnection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/**
 * The kinds of link fetched when idle and in view, each with how many a page fetches at most:
 * the first cards of a list (products, posts, places) and the pager's next page. A kind of its
 * own for the pager, so the cards above it cannot use up its share.
 */
export const idlePrefetchLimits = { card: 4, pager: 1 } as const;
export type IdlePrefetchKind = keyof typeof idlePrefetchLimits;

/**
 * Counts a page's idle prefetches by kind (a page is its address: a new page starts again).
 * Pure apart from its own map, for tests/unit/idle-prefetch.test.ts.
 */
export function idlePrefetchQuota(limits: Record<IdlePrefetchKind, number> = idlePrefetchLimits) {
  const used = new Map<string, number>();
  return {
    /** Takes one of `page`'s prefetches of `kind`: false once they are used up. */
    claim(page: string, kind: IdlePrefetchKind): boolean {
      const key = `${kind} ${page}`;
      const count = used.get(key) ?? 0;
      if (count >= limits[kind]) return false;
      used.set(key, count + 1);
      return true;
    },
  };
}
