import type { Page, ProductSummary } from '../../../shared/api-types.ts';
import { FilterBar, type FilterOption } from '../../components/filter-bar.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Pager } from '../../components/pager.tsx';
import { ProductGrid } from '../../components/product-card.tsx';

/**
 * A catalogue page filtered by category (`/exp`, `/category-products`): its heading, the
 * filters as links, one page of the chosen filter's products (or the spec's empty text) and
 * the links to the next page of the same filter.
 */
export function FilteredProducts({
  heading,
  filterLabel,
  filters,
  page,
  emptyText,
}: {
  heading: string;
  /** Names the filters' landmark, e.g. "Filter by category". */
  filterLabel: string;
  filters: readonly FilterOption[];
  page: Page<ProductSummary> & { isFirstPage: boolean };
  emptyText: string;
}) {
  const current = filters.find((filter) => filter.current);
  return (
    <>
      <PageHero>{heading}</PageHero>
      <section className="page-section container" aria-label={current?.label ?? heading}>
        <FilterBar label={filterLabel} options={filters} />
        {page.items.length > 0 ? (
          <ProductGrid products={page.items} eagerCount={4} />
        ) : (
          <p className="empty-state">{emptyText}</p>
        )}
        {current && (
          <Pager
            label="More products"
            listPath={current.to}
            isFirstPage={page.isFirstPage}
            nextCursor={page.nextCursor}
            firstText="First products"
            nextText="More products"
          />
        )}
      </section>
    </>
  );
}
