import { searchPagePath, searchTextParam } from '../../../shared/site-pages.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { PagedProductGrid } from '../../components/product-card.tsx';
import { searchResultsPath } from '../../components/product-search.tsx';
import { loadSearchResults } from '../../features/search/search-page.server.ts';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/search';

/**
 * Where the header search lands when it is submitted before or without JavaScript
 * (docs/decisions/042), and the dropdown's 'Show all N results': the published products whose
 * name contains the text, ignoring case, as the dropdown matches them, rendered from the table.
 * Not indexed: its content is the catalogue's, under any text.
 */
export const loader = ({ url }: Route.LoaderArgs) => loadSearchResults(url);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(siteLayoutDataOf(matches), {
    title: `Search: ${new URLSearchParams(location.search).get(searchTextParam) ?? ''}`.trim(),
    description: 'Products whose name contains the searched text.',
    path: searchPagePath,
    noindex: true,
  });

export default function Search({ loaderData }: Route.ComponentProps) {
  const { text, products, isFirstPage, nextCursor } = loaderData;
  return (
    <>
      <PageHero>{text ? `Products matching “${text}”` : 'Search products'}</PageHero>
      <section className="page-section container" aria-label="Search results">
        <PagedProductGrid
          page={{ items: products, isFirstPage, nextCursor }}
          emptyText="No products found"
          pager={{
            label: 'More results',
            listPath: searchResultsPath(text),
            firstText: 'First results',
            nextText: 'More results',
          }}
        />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: '/', label: 'Go to the home page' }} />;
}
