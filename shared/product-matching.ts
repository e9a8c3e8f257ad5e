/**
 * What the header search finds (product-spec.md 'Search'): the products whose name contains
 * the typed text, ignoring case, in the catalogue's order; nothing for empty text. One
 * function for the dropdown (web/components/product-search.tsx) and the results page it
 * lands on without JavaScript (`/search`, docs/decisions/042), so the two never disagree.
 */

/** Whatever has a name to search: an entry of `GET /api/products/search-index`. */
export interface Searchable {
  name: string;
}

/**
 * Entries with their names lowered once, when the index arrives: a keystroke then only runs
 * `includes` over ready strings (1,000 products in well under a millisecond).
 */
export interface ProductMatcher<Entry extends Searchable> {
  readonly entries: readonly Entry[];
  readonly names: readonly string[];
}

export function productMatcher<Entry extends Searchable>(entries: readonly Entry[]): ProductMatcher<Entry> {
  return { entries, names: entries.map((entry) => entry.name.toLowerCase()) };
}

/** The text as names are compared with it: '' when there is nothing to search (no dropdown). */
export const searchedText = (text: string): string => text.trim().toLowerCase();

export interface ProductMatches<Entry> {
  /** The first `limit` matches, in the catalogue's order. */
  shown: Entry[];
  /** How many match in all. */
  total: number;
}

/** The entries whose name contains `text`, ignoring case: the first `limit` of them and their count. */
export function matchProducts<Entry extends Searchable>(
  matcher: ProductMatcher<Entry>,
  text: string,
  limit = Number.POSITIVE_INFINITY,
): ProductMatches<Entry> {
  const needle = searchedText(text);
  const shown: Entry[] = [];
  let total = 0;
  if (!needle) return { shown, total };
  matcher.names.forEach((name, index) => {
    if (!name.includes(needle)) return;
    total += 1;
    if (shown.length < limit) shown.push(matcher.entries[index]);
  });
  return { shown, total };
}
