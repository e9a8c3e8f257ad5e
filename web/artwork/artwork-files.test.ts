import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { products } from '../../shared/spec-products.ts';
import { artworkFiles } from './artwork-files.ts';
import { imagesDirectory } from './images-directory.ts';

const files = artworkFiles();
const breedSlugs = [
  'labrador',
  'german-shepherd',
  'golden-retriever',
  'beagle',
  'pug',
  'chihuahua',
  'cocker-spaniel',
  'shih-tzu',
  'dachshund',
  'great-dane',
  'indian-pariah-dog',
];

describe('artwork', () => {
  it('has an image for every catalogue path, breed, banner, tile and about section', () => {
    const catalogue = products.flatMap((product) => [product.image, ...product.thumbnails]);
    const expected = [
      ...catalogue.map((path) => path.replace('/images/', '')),
      ...breedSlugs.map((slug) => `breeds/${slug}.svg`),
      ...['hero-1', 'hero-2', 'hero-3', 'marketplace', 'districts'].map((name) => `banners/${name}.svg`),
      ...['walking-essentials', 'bedding', 'cave-hut', 'jackets', 'toys'].map(
        (name) => `categories/${name}.svg`,
      ),
      ...['workshop', 'quality', 'export'].map((name) => `about/${name}.svg`),
      'logo.svg',
      'logo-wordmark.svg',
      'placeholder.svg',
      'contact-bg.svg',
      'contact-bg-mobile.svg',
    ];
    expect([...files.keys()].sort()).toEqual(expected.sort());
  });

  it.each([...files])(
    '%s is accessible, sized like its viewBox, small and committed as generated',
    (path, svg) => {
      const root = svg.match(/^<svg [^>]*>/)?.[0] ?? '';
      const [, width, height] = root.match(/width="(\d+)" height="(\d+)"/) ?? [];
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(root).toContain('role="img"');
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<image|base64/);
      expect(svg.length).toBeLessThan(8000);
      expect(readFileSync(join(imagesDirectory, path), 'utf8')).toBe(svg);
    },
  );

  it('keeps thumbnails of a product different from each other', () => {
    for (const product of products) {
      const thumbnails = product.thumbnails.map((path) => files.get(path.replace('/images/', '')));
      expect(new Set(thumbnails).size).toBe(thumbnails.length);
    }
  });
});
