import { useId } from 'react';
import { Form, Link } from 'react-router';
import type { Category, Page, ProductSummary } from '../../../../shared/api-types.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { IdlePrefetchPages } from '../../../components/idle-prefetch-pages.tsx';
import { PublicationStatus } from '../publishing/publication-status.tsx';
import { StatusFilter } from '../publishing/status-filter.tsx';
import { LoadMore } from '../ui/load-more.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useAppendedList } from '../ui/paging.ts';
import { newProductPath, type ProductListData, productEditPath } from './product-actions.ts';
import type { ProductFilters } from './products-api.ts';
import './products.css';

const pageOfProducts = (data: ProductListData): Page<ProductSummary> => data.page;
const filterNames = ['q', 'category', 'status'] as const;

/** The names of a product's categories, the main one first. */
const categoryNames = (ids: readonly string[], categories: readonly Category[]) =>
  ids.map((id) => categories.find((category) => category._id === id)?.name ?? id).join(', ');

/**
 * The Products screen: search by name and filter by category and status (a GET form, so
 * the URL holds the filters), then the products, drafts too, with photo, name, categories
 * and status, a page at a time ('Load more'). The route keys it by the filters.
 */
export function ProductsPage({ data, filters }: { data: ProductListData; filters: ProductFilters }) {
  const ids = { q: useId(), category: useId() };
  const list = useAppendedList(data.page, pageOfProducts);
  const filtered = filterNames.some((name) => filters[name]);
  return (
    <div className="dash-page">
      <PageHeader title="Products">
        <Link to={newProductPath} className="dash-button dash-button--primary">
          Add product
        </Link>
      </PageHeader>
      <Form method="get" className="dash-list-filters" role="search" aria-label="Products">
        <div className="dash-field">
          <label htmlFor={ids.q}>Name</label>
          <input id={ids.q} name="q" type="search" defaultValue={filters.q} maxLength={100} />
        </div>
        <div className="dash-field">
          <label htmlFor={ids.category}>Category</label>
          <select id={ids.category} name="category" defaultValue={filters.category}>
            <option value="">All categories</option>
            {data.categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <StatusFilter value={filters.status} />
        <button type="submit" className="dash-button dash-button--secondary">
          Search
        </button>
      </Form>
      {list.items.length === 0 ? (
        <p className="dash-empty">
          {filtered ? 'No products match these filters.' : 'No products yet. Add the first one.'}
        </p>
      ) : (
        <ul className="dash-product-list">
          {list.items.map((product) => (
            <li key={product._id} className="dash-card dash-product-row">
              <CataloguePhoto photo={product.photo} sizes="72px" className="dash-product-row__photo" square />
              <div className="dash-product-row__text">
                <Link to={productEditPath(product._id)} className="dash-product-row__name dash-card__link">
                  {product.name}
                </Link>
                <span className="dash-product-row__meta">
                  {categoryNames(product.categoryIds, data.categories)}
                </span>
              </div>
              <PublicationStatus item={product} />
            </li>
          ))}
        </ul>
      )}
      {/* Every product's form has the same modules: the first one's fetches them for all. */}
      <IdlePrefetchPages pages={list.items.slice(0, 1).map((product) => productEditPath(product._id))} />
      <LoadMore list={list} keep={filterNames} />
    </div>
  );
}
