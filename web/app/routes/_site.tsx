import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader } from '../../components/site-header.tsx';
import { loadSiteLayoutData } from '../../lib/site-layout-data.server.ts';
import '../../styles/site-layout.css';
import type { Route } from './+types/_site';

/** The site's settings every public page shows (web/lib/site-layout-data.ts), read per request. */
export const loader = () => loadSiteLayoutData();

/**
 * Read with the page the visitor opened, not again on each client-side navigation or form
 * post: the settings rarely change, and the next page load shows a change (issue 34).
 */
export const shouldRevalidate = () => false;

/** Header, page content and footer of every public page. */
export default function SiteLayout({ loaderData: { company } }: Route.ComponentProps) {
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
