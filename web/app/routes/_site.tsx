import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { previewPath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { siteLayoutHeaders } from '../../components/page-headers.ts';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader } from '../../components/site-header.tsx';
import { loadSiteLayoutData } from '../../lib/site-layout-data.server.ts';
import { countPageView, notePage } from '../../lib/visit.ts';
import '../../styles/site-layout.css';
import type { Route } from './+types/_site';

/**
 * The site's settings every public page shows (web/lib/site-layout-data.ts), read per request;
 * on a site part's preview link (docs/decisions/066), with the link's part.
 */
export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadSiteLayoutData(url.pathname.startsWith(previewPath('site', '')) ? params.token : undefined);
export const headers = siteLayoutHeaders;

/**
 * Read with the page the visitor opened, not again on each client-side navigation or form
 * post: the settings rarely change, and the next page load shows a change (issue 34). (After
 * a failed read there is no data to keep, so "Try again" reads them.)
 */
export const shouldRevalidate = () => false;

/** Header, page content and footer of every public page. */
export default function SiteLayout({ loaderData: { company } }: Route.ComponentProps) {
  // The visit's first page, referrer and pages seen, in memory only (web/lib/visit.ts): sent
  // with an enquiry, never stored in the browser; public pages only.
  const location = useLocation();
  // A view of a page of the site is counted after load (web/lib/visit.ts, docs/decisions/071):
  // not the page for an unknown address, nor a preview link's (its token is no page).
  // Told by the page's route id (web/app/routes.ts: the preview pages' start with `preview-`),
  // not its path, so the layout loads no module of paths for it (/product's seven modules).
  const leaf = useMatches().at(-1)?.id ?? '';
  const counted = leaf !== 'routes/$' && !leaf.startsWith('preview-');
  useEffect(() => {
    notePage(location);
    if (counted) countPageView(location.pathname);
  }, [location, counted]);
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader company={company} />
      <main id="main" className="site__main">
        <Outlet />
      </main>
      <SiteFooter company={company} />
    </div>
  );
}

/**
 * The settings could not be read (the table away or busy: a 503, never kept at the edge): the
 * page's error state without the header and footer, which show them.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="site">
      <main id="main" className="site__main">
        <PageError error={error} backTo={{ path: '/', label: 'Go to the home page' }} />
      </main>
    </div>
  );
}
