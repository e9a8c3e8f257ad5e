import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkSharePreview } from '../../shared/built-in-artwork.ts';
import { products } from '../../shared/spec-products.ts';
import { imagesDirectory } from './images-directory.ts';

/** The link previews share-image.ts draws (committed): what a product page names as og:image. */
describe('link-preview pictures of the artwork', () => {
  it('has a 1200x630 JPEG beside every spec product main artwork', async () => {
    for (const product of products) {
      const preview = artworkSharePreview(product.image);
      expect(preview, product.name).toBe(product.image.replace(/main\.svg$/, 'share.jpg'));
      const file = readFileSync(join(imagesDirectory, (preview ?? '').replace(/^\/images\//, '')));
      const { format, width, height } = await sharp(file).metadata();
      expect([format, width, height], product.name).toEqual(['jpeg', 1200, 630]);
    }
  });

  it('names none for other artwork: thumbnails and category tiles keep the page default', () => {
    expect(artworkSharePreview('/images/products/7/thumb-1.svg')).toBeUndefined();
    expect(artworkSharePreview('/images/categories/bedding.svg')).toBeUndefined();
    expect(artworkSharePreview('/images/products/7/main.svg.png')).toBeUndefined();
  });
});
