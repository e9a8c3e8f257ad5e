import { useSearchParams } from 'react-router';
import { searchProducts } from '../../../shared/catalogue.ts';
import { publicContentCacheControl } from '../../../shared/http-caching.ts';
import { searchPagePath, searchTextParam } from '../../../shared/site-pages.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { ProductGrid } from '../../components/product-card.tsx';
import type { Route } from './+types/search';

/**
 * Where the header search lands when it is submitted before or without JavaScript
 * (docs/decisions/042): the products whose name contains the text, ignoring case, as the
 * dropdown lists them. Once the app runs, the search keeps the spec's dropdown and never
 * comes here. Not indexed: its content is the catalogue's, under any text.
 */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: `Search: ${new URLSearchParams(location.search).get(searchTextParam) ?? ''}`.trim(),
    description: 'Products whose name contains the searched text.',
    path: searchPagePath,
    noindex: true,
  });

export const headers = () => ({ 'Cache-Control': publicContentCacheControl });

export default function Search() {
  const [params] = useSearchParams();
  const text = params.get(searchTextParam) ?? '';
  const found = searchProducts(text);
  return (
    <>
      <PageHero>{text.trim() ? `Products matching “${text.trim()}”` : 'Search products'}</PageHero>
      <section className="page-section container" aria-label="Search results">
        {found.length > 0 ? (
          <ProductGrid products={found} eagerCount={4} />
        ) : (
          <p className="empty-state">No products found</p>
        )}
      </section>
    </>
  );
}
