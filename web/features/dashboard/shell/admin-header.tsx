import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { IdlePrefetchPages } from '../../../components/idle-prefetch-pages.tsx';
import { loginPath } from './login-redirect.ts';

/** Each link, and the pages (first path segment after /dashboard/) it stays active on. */
const links = [
  { to: '/dashboard', label: 'Overview', sections: [] },
  { to: '/dashboard/blog', label: 'Blog', sections: ['blog', 'blogdetail'] },
  { to: '/dashboard/products', label: 'Products', sections: ['products'] },
  { to: '/dashboard/categories', label: 'Categories', sections: ['categories'] },
  { to: '/dashboard/countrypage', label: 'Country', sections: ['countrypage', 'state', 'district'] },
  { to: '/dashboard/contact', label: 'Contact', sections: ['contact'] },
  { to: '/dashboard/site', label: 'Site', sections: ['site'] },
  { to: '/dashboard/admins', label: 'Admins', sections: ['admins'] },
  { to: '/dashboard/insights', label: 'Insights', sections: ['insights'] },
] as const;

/** Every screen the header links, for IdlePrefetchPages: a tap then waits for its data only. */
const screens = links.map((link) => link.to);

/** Overview only on /dashboard itself (the spec's exact match); the others on their whole section. */
function isActive(link: (typeof links)[number], pathname: string): boolean {
  const section = pathname.replace(/^\/dashboard\/?/, '').split('/')[0];
  return link.sections.length === 0 ? section === '' : (link.sections as readonly string[]).includes(section);
}

/**
 * Links (Overview active only on /dashboard itself; Contact with the number of new messages), a menu toggle on narrow screens, the
 * logo back to the website, and the user menu with 'Go to Website' and 'Logout' (a form
 * posted to the login route), which closes on an outside click or Escape.
 */
export function AdminHeader({ adminEmail, newMessages = 0 }: { adminEmail: string; newMessages?: number }) {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  const userMenuRef = useRef<HTMLDivElement>(null);
  const userButtonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const userMenuId = useId();

  // A page change closes both menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change on purpose
  useEffect(() => {
    setMenuOpen(false);
    setUserMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!userMenuOpen) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!userMenuRef.current?.contains(event.target as Node)) setUserMenuOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setUserMenuOpen(false);
      userButtonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [userMenuOpen]);

  return (
    <header className="dash-header">
      <div className="dash-header__inner">
        <Link to="/" className="dash-header__logo">
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span>
            PawCraft <span className="dash-header__logo-sub">Admin</span>
          </span>
        </Link>
        <button
          type="button"
          className="dash-header__menu-toggle dash-icon-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
        </button>
        <nav id={navId} className={`dash-nav${menuOpen ? ' dash-nav--open' : ''}`} aria-label="Dashboard">
          <ul className="dash-nav__list">
            {links.map((link) => {
              const active = isActive(link, location.pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`dash-nav__link${active ? ' active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {link.label}
                    {link.to === '/dashboard/contact' && newMessages > 0 && (
                      <span className="dash-nav__count">
                        {newMessages}
                        <span className="dash-visually-hidden"> new</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
          <IdlePrefetchPages pages={screens} />
        </nav>
        <div className="dash-user" ref={userMenuRef}>
          <button
            ref={userButtonRef}
            type="button"
            className="dash-user__button"
            aria-expanded={userMenuOpen}
            aria-controls={userMenuId}
            onClick={() => setUserMenuOpen((open) => !open)}
          >
            <span className="dash-user__avatar" aria-hidden="true">
              {adminEmail.slice(0, 1).toUpperCase()}
            </span>
            <span className="dash-visually-hidden">Account menu for </span>
            <span className="dash-user__email">{adminEmail}</span>
          </button>
          {userMenuOpen && (
            <ul id={userMenuId} className="dash-user__menu">
              <li>
                <Link to="/dashboard/account" className="dash-user__item">
                  Password and sessions
                </Link>
              </li>
              <li>
                <Link to="/" className="dash-user__item">
                  Go to Website
                </Link>
              </li>
              <li>
                {/* The login route's clientAction ends the session and shows the login. */}
                <Form method="post" action={loginPath} replace>
                  <button type="submit" name="intent" value="logout" className="dash-user__item">
                    Logout
                  </button>
                </Form>
              </li>
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
