import { useState } from 'react';
import { useLocation } from 'react-router';
import { type Category, categories, defaultCategory, productsInCategory } from '../../../shared/catalogue.ts';
import { FilterBar } from '../../components/filter-bar.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { ProductGrid } from '../../components/product-card.tsx';

export const meta = () =>
  pageMeta({
    title: 'Browse by category',
    description: 'Browse walking essentials, bedding, cave huts, jackets and toys for dogs and cats.',
    path: '/category-products',
  });

const isBrowseCategory = (value: unknown): value is Category =>
  categories.some((category) => category === value);

/** Opens on the category passed by navigation (a home tile), else WALKING ESSENTIALS. */
export default function CategoryProducts() {
  const passed = (useLocation().state as { category?: unknown } | null)?.category;
  const [category, setCategory] = useState<Category>(isBrowseCategory(passed) ? passed : defaultCategory);
  const shown = productsInCategory(category);
  return (
    <>
      <PageHero>Browse by category</PageHero>
      <section className="page-section container" aria-label={category}>
        <FilterBar legend="Categories" options={categories} selected={category} onSelect={setCategory} />
        {shown.length > 0 ? (
          <ProductGrid products={shown} eagerCount={4} />
        ) : (
          <p className="empty-state">No products found in this category.</p>
        )}
      </section>
    </>
  );
}
