import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSearchEntry } from '../../shared/api-types.ts';
import { matchProducts, searchedText } from '../../shared/product-matching.ts';
import { productPagePath, searchPagePath, searchTextParam } from '../../shared/site-pages.ts';
import type { SearchIndex } from '../lib/use-search-index.ts';
import { PageLink } from './page-link.tsx';

/**
 * Options the dropdown renders at most: what a keystroke costs stays the same at 1,000
 * products (issue 20: its matches within 50 ms on a 4x slower phone). Eight names overflow
 * the 15rem box, so it scrolls as the spec has it (docs/decisions/049). More matches are one
 * link away, on the results page.
 */
export const shownMatches = 8;

interface ProductSearchProps {
  /** The products to match, shared by the header's two search boxes and fetched on first use. */
  index: SearchIndex;
  /** Called after a result was chosen or the form submitted (closes the mobile search box). */
  onDone?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/** The results page of a text: where the form goes without JavaScript, and 'Show all'. */
export const searchResultsPath = (text: string): string =>
  `${searchPagePath}?${new URLSearchParams({ [searchTextParam]: text.trim() })}`;

/** What the dropdown says besides its options (one polite live region). */
function statusText(index: SearchIndex['state'], total: number): string {
  if (index.status === 'failed')
    return 'Products could not be loaded. Check your connection and type again to retry.';
  if (index.status !== 'ready') return 'Loading products…';
  return total === 0 ? 'No products found' : '';
}

/**
 * The header search: a combobox whose listbox shows the products whose name contains the
 * text (ignoring case) while the text is non-empty. Choosing a result opens its page with
 * the product as navigation state; submitting only clears the text.
 */
export function ProductSearch({ index, onDone, autoFocus, className }: ProductSearchProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-results`;
  const optionId = (position: number) => `${id}-option-${position}`;
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const open = searchedText(text) !== '';
  const { shown, total } =
    index.state.status === 'ready'
      ? matchProducts(index.state.matcher, text, shownMatches)
      : { shown: [], total: 0 };
  const status = open ? statusText(index.state, total) : '';

  // The dropdown scrolls (15rem): keep the option the arrows reached in view.
  const activeOptionId = activeIndex >= 0 && open ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const reset = () => {
    setText('');
    setActiveIndex(-1);
    onDone?.();
  };

  const choose = (product: ProductSearchEntry) => {
    navigate(productPagePath(product.slug), { state: { product } });
    reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const active = shown[activeIndex];
    if (active) choose(active);
    else reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      reset();
    }
  };

  // Without JavaScript (or before hydration) the browser submits it to the results page,
  // /search?q=... (docs/decisions/042); once the app runs, onSubmit keeps the spec's behaviour.
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark; older Safari lacks <search>
    <form
      role="search"
      action={searchPagePath}
      method="get"
      className={`product-search ${className ?? ''}`}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search products
      </label>
      <input
        id={`${id}-input`}
        name={searchTextParam}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeOptionId}
        autoComplete="off"
        placeholder="Search products"
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the mobile search box opens on purpose to type in it
        autoFocus={autoFocus}
        // The products are fetched when the visitor means to search, not with the page.
        onFocus={index.load}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
          index.load();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="product-search__submit" aria-label="Search">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <div className="product-search__dropdown" hidden={!open}>
        <div id={listboxId} role="listbox" aria-label="Matching products" className="product-search__listbox">
          {shown.map((product, position) => (
            // A row per place in the list, reused from one keystroke to the next: its text and
            // handlers change, no element is made. Names only, as the spec's dropdown: a photo
            // per row made each keystroke cost 35-65 ms on the bench's phone, 20-45 without.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with the arrow keys and Enter in the combobox
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are places in the list, see above
              key={position}
              tabIndex={-1}
              id={optionId(position)}
              role="option"
              aria-selected={position === activeIndex}
              className="product-search__option"
              // mousedown would blur the input first; keep focus so the choice lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product)}
            >
              {product.name}
            </div>
          ))}
        </div>
        {total > shown.length && (
          // Not discovered while rendered (React Router would fetch its route's manifest as the
          // visitor types); it is found when followed.
          <PageLink
            to={searchResultsPath(text)}
            discover="none"
            className="product-search__all"
            onClick={reset}
          >
            Show all {total} results
          </PageLink>
        )}
        <p className="product-search__status" role="status">
          {status}
        </p>
      </div>
    </form>
  );
}
