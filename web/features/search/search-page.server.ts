import { listSearchIndex } from '../../../functions/lib/data/products-repository.ts';
import { matchProducts, productMatcher, searchedText } from '../../../shared/product-matching.ts';
import { searchTextParam } from '../../../shared/site-pages.ts';
import { loadPageData } from '../../lib/page-data.server.ts';

/**
 * `/search?q=…`, where the header search lands when the browser submits it itself (before or
 * without JavaScript, docs/decisions/042) and where the dropdown's 'Show all' leads: every
 * published product the dropdown would match, from the same search index and the same
 * matching (shared/product-matching.ts). Empty text matches nothing and reads nothing.
 */
export async function loadSearchResults(url: URL) {
  const text = url.searchParams.get(searchTextParam)?.trim() ?? '';
  if (!searchedText(text)) return { text, products: [] };
  const index = await loadPageData(listSearchIndex, 'Page not found.');
  return { text, products: matchProducts(productMatcher(index), text).shown };
}
