import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * How a link between public pages prefetches (issue 37): the next page's modules and data as
 * soon as the visitor shows intent (a pointer resting on it, a focus, a touch), so the page
 * shows in the time of a frame after the tap; nothing when the visitor asked to save data or
 * is on a 2G connection, where those bytes would cost more than the wait. Nothing is fetched
 * before the page has hydrated (React Router prefetches from the app), nor for a link the
 * visitor shows no intent for.
 */
function prefetchMode(): LinkProps['prefetch'] {
  const connection =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return 'none';
  return 'intent';
}

/** A link to another public page (see prefetchMode). The dashboard's links stay plain. */
export function PageLink(props: LinkProps) {
  return <Link prefetch={prefetchMode()} {...props} />;
}

/** A navigation link to another public page, marked when it is the current one. */
export function PageNavLink(props: NavLinkProps) {
  return <NavLink prefetch={prefetchMode()} {...props} />;
}
