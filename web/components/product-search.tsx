import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Product, searchProducts } from '../../shared/catalogue.ts';
import { productPagePath, searchPagePath, searchTextParam } from '../../shared/site-pages.ts';

interface ProductSearchProps {
  /** Called after a result was chosen or the form submitted (closes the mobile search box). */
  onDone?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/**
 * The header search: a combobox whose listbox shows the products whose name contains the
 * text (ignoring case) while the text is non-empty. Choosing a result opens its page with
 * the product as navigation state; submitting only clears the text.
 */
export function ProductSearch({ onDone, autoFocus, className }: ProductSearchProps) {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-results`;
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = searchProducts(text);
  const open = text.trim() !== '';

  const reset = () => {
    setText('');
    setActiveIndex(-1);
    onDone?.();
  };

  const choose = (product: Product) => {
    navigate(productPagePath(product.id), { state: { product } });
    reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const active = results[activeIndex];
    if (active) choose(active);
    else reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((current) => (current + step + results.length) % results.length);
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
        aria-activedescendant={activeIndex >= 0 && open ? `${id}-option-${activeIndex}` : undefined}
        autoComplete="off"
        placeholder="Search products"
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the mobile search box opens on purpose to type in it
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
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
          {results.map((product, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users choose with the arrow keys and Enter in the combobox
            <div
              key={product.id}
              tabIndex={-1}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="product-search__option"
              // mousedown would blur the input first; keep focus so the choice lands
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product)}
            >
              <img src={product.image} alt="" width={40} height={40} loading="lazy" decoding="async" />
              <span>{product.name}</span>
            </div>
          ))}
        </div>
        {open && results.length === 0 && (
          <p className="product-search__empty" role="status">
            No products found
          </p>
        )}
      </div>
    </form>
  );
}
