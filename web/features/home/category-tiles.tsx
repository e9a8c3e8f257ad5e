import type { Category, PublicPhoto } from '../../../shared/api-types.ts';
import { categoryPagePath } from '../../../shared/site-pages.ts';
import { CataloguePhoto } from '../../components/catalogue-photo.tsx';
import { PageLink } from '../../components/page-link.tsx';

/** `sizes` of a tile's picture: `.category-tiles` is 2 columns on a phone, 5 from 768 px (home.css). */
const tileSizes = '(min-width: 768px) min(calc(20vw - 38px), 280px), calc(50vw - 24px)';

/** What a tile shows of a category. */
export type CategoryTile = Pick<Category, '_id' | 'name' | 'slug'> & { image?: PublicPhoto };

/** The browse tiles in the admin's order; each opens /category-products on its category. */
export function CategoryTiles({ tiles }: { tiles: readonly CategoryTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section className="page-section container" aria-labelledby="categories-heading">
      <div className="section-heading">
        <span className="eyebrow">Shop by category</span>
        <h2 id="categories-heading">Our categories</h2>
      </div>
      <ul className="list-grid category-tiles">
        {tiles.map((category) => (
          <li key={category._id}>
            <PageLink to={categoryPagePath(category.slug)} className="category-tile">
              <CataloguePhoto photo={category.image} sizes={tileSizes} square />
              <span>{category.name}</span>
            </PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
