/**
 * The spec's 28 products as the site first had them: what the migration writes into the table
 * (functions/lib/data/spec-catalogue.ts) and what the artwork generator draws (web/artwork). No
 * page imports it: the pages read the table (docs/decisions/049). Their artwork follows one
 * naming rule: `/images/products/<id>/main.svg` and `/images/products/<id>/thumb-<n>.svg`.
 */
export const categories = ['WALKING ESSENTIALS', 'BEDDING', 'CAVE HUT', 'JACKETS', 'TOYS'] as const;
/** Every category a product can have; TOYS is a browse tile with no products yet. */
export type Category = (typeof categories)[number] | 'Others';

export interface Product {
  id: number;
  name: string;
  category: Category;
  /** Path of the main image. */
  image: string;
  /** Paths of the gallery thumbnails (3 to 20). */
  thumbnails: string[];
}

/** id, name, category, number of thumbnails */
const entries: [number, string, Category, number][] = [
  [1, 'H-Harness', 'WALKING ESSENTIALS', 5],
  [2, 'Easy On Harness', 'WALKING ESSENTIALS', 4],
  [3, 'Full Body Harness', 'WALKING ESSENTIALS', 5],
  [4, 'Chest Harness', 'WALKING ESSENTIALS', 4],
  [5, 'Cat Harness', 'WALKING ESSENTIALS', 4],
  [6, 'Dog Collar', 'WALKING ESSENTIALS', 6],
  [7, 'Dog Collar Printed', 'WALKING ESSENTIALS', 5],
  [8, 'Leash', 'WALKING ESSENTIALS', 5],
  [9, 'Jacket', 'JACKETS', 6],
  [10, 'Step-In Harness/ Basket Harness', 'WALKING ESSENTIALS', 4],
  [11, 'Tuxedo', 'WALKING ESSENTIALS', 4],
  [12, 'Bow Tie', 'Others', 4],
  [13, 'Bandana', 'Others', 5],
  [14, 'Printed Mat', 'BEDDING', 4],
  [15, 'Fur Mat', 'BEDDING', 3],
  [16, 'Pattern Lounger', 'BEDDING', 4],
  [17, 'Embroidery Lounger', 'BEDDING', 4],
  [18, 'Fur Lounger', 'BEDDING', 3],
  [19, 'Printed Lounger', 'BEDDING', 4],
  [20, 'Mattress', 'BEDDING', 3],
  [21, 'Round Bed', 'BEDDING', 4],
  [22, 'Hut-Snail', 'CAVE HUT', 4],
  [23, 'Hut-Pumpkin', 'CAVE HUT', 4],
  [24, 'Hut-Caterpillar', 'CAVE HUT', 4],
  [25, 'Cave Bed-Cartoon', 'CAVE HUT', 4],
  [26, 'Cave Bed-X-MAS', 'CAVE HUT', 4],
  [27, 'Cave Bed-Grey', 'CAVE HUT', 3],
  [28, 'Cave Bed-Printed', 'CAVE HUT', 4],
];

export const products: readonly Product[] = entries.map(([id, name, category, thumbnailCount]) => ({
  id,
  name,
  category,
  image: `/images/products/${id}/main.svg`,
  thumbnails: Array.from({ length: thumbnailCount }, (_, i) => `/images/products/${id}/thumb-${i + 1}.svg`),
}));
