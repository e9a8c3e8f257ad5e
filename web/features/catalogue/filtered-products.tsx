import type { Category, Page } from '../../../shared/api-types.ts';
import { FilterBar, type FilterOption } from '../../components/filter-bar.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { PagedProductGrid, type ProductCardData } from '../../components/product-card.tsx';

type CategoryFilter = Pick<Category, '_id' | 'name' | 'slug'>;

/**
 * A catalogue page filtered by category (`/exp`, `/category-products`): its heading, the
 * categories as filter links (after an "All" link when the page has one), one page of the
 * chosen filter's products (or the spec's empty text) and the links to the next page of the
 * same filter.
 */
export function FilteredProducts({
  heading,
  filterLabel,
  categories,
  selected,
  categoryPath,
  allPath,
  page,
  emptyText,
}: {
  heading: string;
  /** Names the filters' landmark, e.g. "Filter by category". */
  filterLabel: string;
  categories: readonly CategoryFilter[];
  /** The category whose products are shown; none for "All". */
  selected: Pick<Category, '_id'> | undefined;
  /** The page showing one category's products. */
  categoryPath: (slug: string) => string;
  /** The page showing every category's products, linked as "All" before the categories; none for no such link. */
  allPath?: string;
  page: Page<ProductCardData> & { isFirstPage: boolean };
  emptyText: string;
}) {
  const filters: FilterOption[] = [
    ...(allPath === undefined ? [] : [{ label: 'All', to: allPath, current: !selected }]),
    ...categories.map((category) => ({
      label: category.name,
      to: categoryPath(category.slug),
      current: category._id === selected?._id,
    })),
  ];
  const current = filters.find((filter) => filter.current);
  return (
    <>
      <PageHero>{heading}</PageHero>
      <section className="page-section container" aria-label={current?.label ?? heading}>
        <FilterBar label={filterLabel} options={filters} />
        <PagedProductGrid
          page={page}
          emptyText={emptyText}
          pager={
            current && {
              label: 'More products',
              listPath: current.to,
              firstText: 'First products',
              nextText: 'More products',
            }
          }
        />
      </section>
    </>
  );
}
