import { data } from 'react-router';
import { PageLink } from '../../components/page-link.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/$';

/** A path no page has: its HTML says so, and so does its status (search engines drop it). */
export const loader = () => data(null, { status: 404 });

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteLayoutDataOf(matches), {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    path: '/',
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="page-section container empty-state not-found">
      <img src="/images/placeholder.svg" alt="" width={240} height={240} decoding="async" />
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      <p>
        <PageLink to="/" className="button">
          Go to the home page
        </PageLink>{' '}
        <PageLink to="/product" className="button button--outline">
          See our products
        </PageLink>
      </p>
    </section>
  );
}
