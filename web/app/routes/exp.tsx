import { useState } from 'react';
import { products } from '../../../shared/catalogue.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { ProductGrid } from '../../components/product-card.tsx';

const allFilter = 'All';
/** 'All' plus each category that has products, in catalogue order. */
const filters = [allFilter, ...new Set(products.map((product) => product.category))];

export const meta = () =>
  pageMeta({
    title: 'Products by category',
    description:
      'Filter our pet accessories by category: walking essentials, jackets, bedding, cave huts and more.',
    path: '/exp',
  });

export default function ProductsByFilter() {
  const [filter, setFilter] = useState(allFilter);
  const shown = filter === allFilter ? products : products.filter((product) => product.category === filter);
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <h1>Explore products</h1>
        </div>
      </header>
      <section className="page-section container" aria-label="Products">
        <fieldset className="filter-bar">
          <legend className="visually-hidden">Filter by category</legend>
          {filters.map((name) => (
            <button
              key={name}
              type="button"
              className="button button--outline"
              aria-pressed={filter === name}
              onClick={() => setFilter(name)}
            >
              {name}
            </button>
          ))}
        </fieldset>
        <ProductGrid products={shown} eagerCount={4} />
      </section>
    </>
  );
}
