import { listSearchableProducts } from '../../../functions/lib/data/products-repository.ts';
import { InvalidInput } from '../../../functions/lib/domain-errors.ts';
import { reusedRead } from '../../../functions/lib/runtime/reused-read.ts';
import { searchIndexReuseSeconds } from '../../../shared/http-caching.ts';
import { listMessages } from '../../../shared/list-queries.ts';
import { matchProducts, productMatcher, searchedText } from '../../../shared/product-matching.ts';
import { searchTextParam } from '../../../shared/site-pages.ts';
import { productCard } from '../../components/product-card.tsx';
import { loadPageData } from '../../lib/page-data.server.ts';

/** Results on one page of `/search`: a fixed number, so its bytes do not grow with the catalogue. */
export const searchResultsPerPage = 24;

/** `?cursor=` of a later page: how many results the pages before it showed. */
function resultsOffset(cursor: string | null): number {
  if (cursor === null) return 0;
  if (!/^[1-9]\d{0,5}$/.test(cursor)) throw new InvalidInput(listMessages.pageCursor);
  return Number(cursor);
}

/**
 * Every published product `/search` matches, read at most once per `searchIndexReuseSeconds`
 * per renderer: each text is its own page and its own copy at the edge, so without this every
 * new text (`?q=<random>`) read the whole catalogue.
 */
export const searchableProducts = reusedRead(searchIndexReuseSeconds, listSearchableProducts);

/**
 * `/search?q=…`, where the header search lands when the browser submits it itself (before or
 * without JavaScript, docs/decisions/042) and where the dropdown's 'Show all' leads: the
 * published products the dropdown would match, from the same search index (with each one's
 * main photo, for the cards) and the same matching (shared/product-matching.ts), a page at a
 * time. Empty text matches nothing and reads nothing; a bad cursor is a 400.
 */
export async function loadSearchResults(url: URL) {
  const text = url.searchParams.get(searchTextParam)?.trim() ?? '';
  return loadPageData(async () => {
    const offset = resultsOffset(url.searchParams.get('cursor'));
    const page = { text, isFirstPage: offset === 0 };
    if (!searchedText(text)) return { ...page, products: [], total: 0 };
    const { shown } = matchProducts(productMatcher(await searchableProducts()), text);
    const next = offset + searchResultsPerPage;
    return {
      ...page,
      // What a card shows, as on the other lists: no upload keys.
      products: shown.slice(offset, next).map(productCard),
      total: shown.length,
      ...(next < shown.length && { nextCursor: String(next) }),
    };
  }, 'Page not found.');
}
