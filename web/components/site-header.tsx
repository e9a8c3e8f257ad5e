import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { company } from '../../shared/company.ts';
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
          <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Logo, main navigation (active link highlighted) and product search; narrow screens get two toggles. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo">
          <img
            src="/images/logo-wordmark.svg"
            alt={`${company.name} home`}
            width={176}
            height={42}
            decoding="async"
          />
        </Link>
        <nav aria-label="Main" className="site-nav site-nav--wide">
          <NavLinks />
        </nav>
        <ProductSearch className="product-search--wide" />
        <div className="site-header__toggles">
          <button
            type="button"
            className="icon-button"
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            aria-label={searchOpen ? 'Close search' : 'Open search'}
            onClick={() => {
              setSearchOpen(!searchOpen);
              setMenuOpen(false);
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="icon-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => {
              setMenuOpen(!menuOpen);
              setSearchOpen(false);
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Main" className="site-nav site-nav--narrow">
          <NavLinks onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
      {searchOpen && (
        <div id="mobile-search" className="container site-header__mobile-search">
          <ProductSearch autoFocus onDone={() => setSearchOpen(false)} />
        </div>
      )}
    </header>
  );
}
