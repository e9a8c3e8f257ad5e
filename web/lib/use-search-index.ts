import { useCallback, useRef, useState } from 'react';
import type { ProductSearchEntry } from '../../shared/api-types.ts';
import { type ProductMatcher, productMatcher } from '../../shared/product-matching.ts';
import { callApi } from './api-client.ts';

/** Where the header search's products are: not asked for yet, on their way, here, or failed. */
export type SearchIndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; matcher: ProductMatcher<ProductSearchEntry> }
  | { status: 'failed' };

export interface SearchIndex {
  state: SearchIndexState;
  /** Asks for the index unless it is here or on its way (after a failure, asks again). */
  load: () => void;
}

/**
 * The published products the header search matches (`GET /api/products/search-index`,
 * docs/decisions/047): fetched when the visitor first focuses or types in a search box, never
 * with the page, so nothing weighs on its first load; then kept while the header lives (the
 * whole visit, across client-side navigations), one request for both of its search boxes.
 * A failed request is asked again on the next call of `load`.
 */
export function useSearchIndex(): SearchIndex {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  // Focus and the first keystroke may both call `load` before React renders the new state.
  const requested = useRef(false);
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setState({ status: 'loading' });
    callApi('products-search-index').then(
      (entries) => setState({ status: 'ready', matcher: productMatcher(entries) }),
      () => {
        requested.current = false;
        setState({ status: 'failed' });
      },
    );
  }, []);
  return { state, load };
}
