import { Link } from 'react-router';
import { categories } from '../../../shared/catalogue.ts';

export const categoryImage = (category: string): string =>
  `/images/categories/${category.toLowerCase().replace(/\s+/g, '-')}.svg`;

/** The five browse tiles; each opens /category-products with its category as navigation state. */
export function CategoryTiles() {
  return (
    <section className="page-section container" aria-labelledby="categories-heading">
      <div className="section-heading">
        <span className="eyebrow">Shop by category</span>
        <h2 id="categories-heading">Our categories</h2>
      </div>
      <ul className="list-grid category-tiles">
        {categories.map((category) => (
          <li key={category}>
            <Link to="/category-products" state={{ category }} className="category-tile">
              <img
                src={categoryImage(category)}
                alt=""
                width={600}
                height={600}
                loading="lazy"
                decoding="async"
              />
              <span>{category}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
