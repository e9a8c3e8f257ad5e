import { products } from '../../../shared/catalogue.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { ProductGrid } from '../../components/product-card.tsx';

export const meta = () =>
  pageMeta({
    title: 'Products',
    description:
      'All 28 products: dog and cat harnesses, collars, leashes, jackets, tuxedos, bow ties, bandanas, mats, loungers, beds, huts and cave beds.',
    path: '/product',
  });

export default function Products() {
  return (
    <>
      <PageHero>Our products</PageHero>
      <section className="page-section container" aria-label="All products">
        <ProductGrid products={products} eagerCount={4} />
      </section>
    </>
  );
}
