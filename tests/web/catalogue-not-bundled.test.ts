import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productCopy } from '../../shared/spec-product-copy.ts';
import { products } from '../../shared/spec-products.ts';

/**
 * Issue 20: nothing of the catalogue is bundled in the browser's JavaScript any more: the
 * pages read it from the table (docs/decisions/049). Reads the real build (npm test builds
 * first): no client asset holds a product's copy or one of the spec's product names.
 */
const assetsDir = join(import.meta.dirname, '../../build/client/assets');
const scripts = existsSync(assetsDir)
  ? readdirSync(assetsDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, text: readFileSync(join(assetsDir, name), 'utf8') }))
  : [];
/** Names no other text of the site has (a "Leash" or "Jacket" may well be in a form's words). */
const distinctiveNames = products.map((product) => product.name).filter((name) => /[-/ ]/.test(name));

describe("the browser's JavaScript", () => {
  it('is there to check', () => {
    expect(scripts.length, 'run npm run build first').toBeGreaterThan(5);
    expect(distinctiveNames.length).toBeGreaterThan(20);
  });

  it("holds no product's copy and no product name of the spec's catalogue", () => {
    const found = scripts.flatMap(({ name, text }) => [
      ...products
        .filter((product) => text.includes(productCopy(product.id).summary))
        .map((product) => `${name}: the copy of ${product.name}`),
      ...distinctiveNames
        .filter((product) => text.includes(`"${product}"`))
        .map((product) => `${name}: ${product}`),
    ]);
    expect(found).toEqual([]);
  });
});
