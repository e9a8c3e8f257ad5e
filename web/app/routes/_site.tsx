import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer.tsx';
import { SiteHeader } from '../../components/site-header.tsx';
import '../../styles/site-layout.css';

/** Header, page content and footer of every public page. */
export default function SiteLayout() {
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
