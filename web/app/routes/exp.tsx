import { useState } from 'react';
import { products } from '../../../shared/catalogue.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { PageHero } from '../../components/page-hero.tsx';
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
      <PageHero>Explore products</PageHero>
      <section className="page-section container" aria-label="Products">
        <FilterBar legend="Filter by category" options={filters} selected={filter} onSelect={setFilter} />
        <ProductGrid products={shown} eagerCount={4} />
      </section>
    </>
  );
}
