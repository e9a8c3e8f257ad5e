import { type ReactNode, useEffect, useRef } from 'react';
import type { ShownCompany } from '../lib/site-layout-data.ts';
import { useSearchIndex } from '../lib/use-search-index.ts';
import { PageLink, PageNavLink } from './page-link.tsx';
import { ProductSearch } from './product-search.tsx';

export const headerLinks = [
  { to: '/', label: 'Home' },
  { to: '/product', label: 'Product' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul>
      {headerLinks.map((link) => (
        <li key={link.to}>
          <PageNavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
            {link.label}
          </PageNavLink>
        </li>
      ))}
    </ul>
  );
}

/** Hides a popover if the browser has the API (happy-dom and old browsers may not). */
function hidePopover(element: HTMLElement | null) {
  if (element?.matches?.(':popover-open')) element.hidePopover();
}

/**
 * The phone's toggle: a plain button with `popovertarget`, so the browser opens and closes
 * its panel from the first paint, before and without JavaScript (docs/decisions/042). The
 * browser exposes the button's expanded state itself; the label and the icon follow the
 * panel's state in CSS (site-layout.css), so nothing here waits for hydration.
 */
function PanelToggle({ panel, name, icon }: { panel: string; name: string; icon: ReactNode }) {
  return (
    <button type="button" className="icon-button panel-toggle" popoverTarget={panel}>
      <span className="panel-toggle__when-closed">
        <span className="visually-hidden">Open {name}</span>
        {icon}
      </span>
      <span className="panel-toggle__when-open">
        <span className="visually-hidden">Close {name}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </span>
    </button>
  );
}

/** Logo, main navigation (active link highlighted) and product search; narrow screens get two toggles. */
export function SiteHeader({ company }: { company: ShownCompany }) {
  const menu = useRef<HTMLElement>(null);
  const search = useRef<HTMLDivElement>(null);
  // One fetch of the products for both search boxes, kept while the header lives.
  const searchIndex = useSearchIndex();

  // Once the app runs, opening the search box puts the cursor in it even when the header was
  // rendered in the browser (the HTML's `autofocus` does it before then).
  useEffect(() => {
    const box = search.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') box?.querySelector('input')?.focus();
    };
    box?.addEventListener('toggle', onToggle);
    return () => box?.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <PageLink to="/" className="site-header__logo">
          <img
            src="/images/logo-wordmark.svg"
            alt={`${company.name} home`}
            width={176}
            height={42}
            decoding="async"
          />
        </PageLink>
        <nav aria-label="Main" className="site-nav site-nav--wide">
          <NavLinks />
        </nav>
        <ProductSearch index={searchIndex} className="product-search--wide" />
        <div className="site-header__toggles">
          <PanelToggle
            panel="mobile-search"
            name="search"
            icon={
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            }
          />
          <PanelToggle
            panel="mobile-menu"
            name="menu"
            icon={
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            }
          />
        </div>
      </div>
      {/* Popovers (auto): opening one closes the other, Escape and a tap outside close them. */}
      <nav id="mobile-menu" ref={menu} aria-label="Main" className="site-nav site-nav--narrow" popover="auto">
        <NavLinks onNavigate={() => hidePopover(menu.current)} />
      </nav>
      <div id="mobile-search" ref={search} className="site-header__mobile-search" popover="auto">
        <div className="container">
          <ProductSearch index={searchIndex} autoFocus onDone={() => hidePopover(search.current)} />
        </div>
      </div>
    </header>
  );
}
