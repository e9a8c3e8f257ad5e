import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product, ProductPhoto } from '../../shared/api-types.ts';
import ProductPage, {
  ErrorBoundary as ProductPageError,
  meta as productPageMeta,
} from '../../web/app/routes/product.$id.tsx';
import { productPhotoSizes } from '../../web/components/product-photo-sizes.ts';
import { phonePhotoInfo as imageInfo } from './phone-photo-info.ts';
import { productFacts } from './product-facts.ts';
import { siteLayoutMatches } from './site-layout-stub.tsx';

afterEach(cleanup);

const upload: ProductPhoto = { image: 'uploads/2026/11/x.jpg', imageInfo, alt: 'The jacket on a beagle' };
const artwork = (n: number): ProductPhoto => ({
  src: `/images/products/9/thumb-${n}.svg`,
  alt: `Jacket, view ${n}`,
});

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: '9',
  name: 'Jacket',
  slug: 'jacket',
  categoryIds: ['c-jackets', 'c-others'],
  description: '<p>A <strong>warm</strong> jacket for winter walks.</p>',
  features: ['Fleece lining', 'Reflective trim'],
  sizes: ['S', 'M', 'L'],
  materials: 'Polyester shell',
  colours: '',
  minimumOrder: '100 pieces per design',
  photos: [artwork(1), artwork(2)],
  status: 'published',
  position: 9,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-02T10:00:00Z',
  ...overrides,
});

/** The product page as its server loader would feed it (or fail it). */
function renderPage(load: () => unknown) {
  const Stub = createRoutesStub([
    { path: '/product/:id', Component: ProductPage, ErrorBoundary: ProductPageError, loader: load },
    { path: '/product', Component: () => <p>product list</p> },
  ]);
  render(<Stub initialEntries={['/product/jacket']} />);
}
const pageOf = (shown: Product, categoryNames = ['JACKETS', 'Others']) =>
  renderPage(() => ({ product: shown, categoryNames }));

describe('a product page', () => {
  it('shows its categories, name, description, features and the details it has, and the enquiry naming it', async () => {
    pageOf(product());
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Jacket');
    expect(screen.getByText('JACKETS · Others')).toBeTruthy();
    expect(screen.getByText('warm').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { name: 'Features' })).toBeTruthy();
    expect(screen.getByText('Reflective trim').tagName).toBe('LI');
    // Colours were left empty: no label without a value.
    expect(productFacts()).toEqual([
      ['Sizes', 'S, M, L'],
      ['Materials', 'Polyester shell'],
      ['Minimum order quantity', '100 pieces per design'],
    ]);
    expect(screen.getByRole('link', { name: 'Enquire about this product' }).getAttribute('href')).toBe(
      '#enquire',
    );
    const form = document.getElementById('enquire') as HTMLElement;
    expect(within(form).getByText('Jacket').tagName).toBe('STRONG');
    expect((form.querySelector('input[name="productId"]') as HTMLInputElement).value).toBe('9');
    expect(screen.getByRole('link', { name: /Back/ })).toBeTruthy();
  });

  it('leaves out features and details it does not have', async () => {
    pageOf(product({ features: [], sizes: [], materials: '', minimumOrder: '', description: '' }), []);
    await screen.findByRole('heading', { name: 'Jacket' });
    expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull();
    expect(document.querySelector('.product-info__facts')).toBeNull();
    expect(document.querySelector('.product-info__description')).toBeNull();
    expect(document.querySelector('.eyebrow')).toBeNull();
  });

  it("says 'Product not found.' with a Back to Products link to /product", async () => {
    renderPage(() => {
      throw data({ message: 'Product not found.' }, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'Product not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe('/product');
  });

  it('offers to try again when the product could not be loaded', async () => {
    let attempts = 0;
    renderPage(() => {
      attempts += 1;
      if (attempts === 1)
        throw data({ message: 'The service is busy. Please try again shortly.' }, { status: 503 });
      return { product: product(), categoryNames: [] };
    });
    expect(await screen.findByText('The service is busy. Please try again shortly.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Jacket' })).toBeTruthy();
  });
});

describe('its gallery', () => {
  const mainImage = () => document.querySelector('.gallery__main img') as HTMLImageElement;

  it('shows an uploaded main photo through its variants, at once and first, with its alt text', async () => {
    pageOf(product({ photos: [upload, artwork(1)] }));
    await screen.findByRole('heading', { name: 'Jacket' });
    const main = screen.getByRole('img', { name: 'The jacket on a beagle' });
    expect(main).toBe(mainImage());
    expect(main.getAttribute('srcset')).toContain(
      '/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/640.webp 640w',
    );
    // Landscape: as wide as its square box.
    expect(main.getAttribute('sizes')).toBe(productPhotoSizes(upload));
    expect(main.getAttribute('sizes')).toMatch(/, calc\(100vw - 32px\)$/);
    expect(main.closest('picture')?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['4032', '3024']);
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(document.body.innerHTML).not.toContain('uploads/2026/11/x.jpg');
    // The thumbnails wait: the main photo has the phone's bandwidth first.
    const thumbnails = screen.getByRole('list', { name: 'Product images' }).querySelectorAll('img');
    expect([...thumbnails].map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    // At low priority: in view, the browser would otherwise raise them to the main photo's.
    expect([...thumbnails].map((image) => image.getAttribute('fetchpriority'))).toEqual(['low', 'low']);
  });

  it('links each thumbnail to its full photo (an upload: its largest variant) and shows it as the main photo on a click', async () => {
    pageOf(product({ photos: [upload, artwork(1), artwork(2)] }));
    await screen.findByRole('heading', { name: 'Jacket' });
    const first = screen.getByRole('link', { name: 'Show image 1 of 3' });
    expect(first.getAttribute('href')).toBe('/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/1920.webp');
    expect(first.getAttribute('aria-current')).toBe('true');
    const third = screen.getByRole('link', { name: 'Show image 3 of 3' });
    expect(third.getAttribute('href')).toBe('/images/products/9/thumb-2.svg');
    fireEvent.click(third);
    expect(mainImage().getAttribute('src')).toBe('/images/products/9/thumb-2.svg');
    expect(mainImage().getAttribute('alt')).toBe('Jacket, view 2');
    expect([mainImage().getAttribute('width'), mainImage().getAttribute('height')]).toEqual(['800', '800']);
    expect(third.getAttribute('aria-current')).toBe('true');
    expect(first.getAttribute('aria-current')).toBeNull();
  });

  it("shows 'Image not available' after a load error, until another thumbnail is chosen", async () => {
    pageOf(product());
    await screen.findByRole('heading', { name: 'Jacket' });
    fireEvent.error(screen.getByRole('img', { name: 'Jacket, view 1' }));
    expect(screen.getByRole('img', { name: 'Image not available' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show image 2 of 2' }));
    expect(screen.queryByText('Image not available')).toBeNull();
    expect(screen.getByRole('img', { name: 'Jacket, view 2' })).toBeTruthy();
  });

  it('scrolls the thumbnails only when there are more than 4', async () => {
    pageOf(product({ photos: [1, 2, 3, 4, 5].map(artwork) }));
    await screen.findByRole('heading', { name: 'Jacket' });
    expect(screen.getByRole('list', { name: 'Product images' }).className).toContain(
      'gallery__thumbs--scroll',
    );
    cleanup();
    pageOf(product({ photos: [1, 2, 3, 4].map(artwork) }));
    await screen.findByRole('heading', { name: 'Jacket' });
    expect(screen.getByRole('list', { name: 'Product images' }).className).not.toContain('--scroll');
  });

  it('shows the placeholder for a product with no photos, named by the product', async () => {
    pageOf(product({ photos: [] }));
    await screen.findByRole('heading', { name: 'Jacket' });
    expect(mainImage().getAttribute('src')).toBe('/images/placeholder.svg');
    expect(mainImage().getAttribute('alt')).toBe('Jacket');
  });
});

describe("its head (the route's meta)", () => {
  const headOf = (shown: Product, categoryNames = ['JACKETS', 'Others']) =>
    productPageMeta({
      loaderData: { product: shown, categoryNames },
      matches: siteLayoutMatches(),
    } as never) as Record<string, unknown>[];
  const jsonLd = (descriptors: Record<string, unknown>[]) =>
    descriptors.filter((d) => d['script:ld+json']).map((d) => d['script:ld+json'] as Record<string, unknown>);

  it('names the product, its plain-text description, its canonical /product/<slug>, Product and BreadcrumbList', () => {
    const head = headOf(product({ photos: [upload, artwork(1)] }));
    expect(head.find((d) => 'title' in d)?.title).toBe('Jacket | PawCraft Exports');
    expect(head.find((d) => d.name === 'description')?.content).toBe('A warm jacket for winter walks.');
    expect(head.find((d) => d.rel === 'canonical')?.href).toMatch(/^https?:\/\/[^/]+\/product\/jacket$/);
    const [item, trail] = jsonLd(head);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Jacket',
      description: 'A warm jacket for winter walks.',
      category: 'JACKETS, Others',
      brand: { '@type': 'Brand', name: 'PawCraft Exports' },
      sku: 'PC-009',
    });
    expect(item.url).toMatch(/\/product\/jacket$/);
    expect(item.image).toEqual([
      expect.stringMatching(/^https?:\/\/.+\/uploads\/2026\/11\/01ARZ3NDEKTSV4RRFFQ69G5FAV\/960\.webp$/),
      expect.stringMatching(/^https?:\/\/.+\/images\/products\/9\/thumb-1\.svg$/),
    ]);
    expect(item).not.toHaveProperty('offers');
    expect(item).not.toHaveProperty('price');
    expect((trail.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Products',
      'Jacket',
    ]);
  });

  it("shows the main upload's 1200x630 preview as og:image and preloads its AVIF set", () => {
    const head = headOf(product({ photos: [upload] }));
    expect(head.find((d) => d.property === 'og:image')?.content).toMatch(
      /\/uploads\/2026\/11\/01ARZ3NDEKTSV4RRFFQ69G5FAV\/og\.jpg$/,
    );
    expect(head.find((d) => d.rel === 'preload')).toMatchObject({
      as: 'image',
      type: 'image/avif',
      imageSizes: productPhotoSizes(upload),
      fetchPriority: 'high',
    });
  });

  it("uses the site's share picture for artwork, and preloads nothing", () => {
    const head = headOf(product());
    expect(head.find((d) => d.property === 'og:image')?.content).toMatch(/\/images\/share\/site\.png$/);
    expect(head.find((d) => d.rel === 'preload')).toBeUndefined();
  });

  it("uses the picture drawn of a product's main artwork as og:image", () => {
    const head = headOf(product({ photos: [{ src: '/images/products/9/main.svg', alt: 'Jacket' }] }));
    expect(head.find((d) => d.property === 'og:image')?.content).toMatch(
      /\/images\/products\/9\/share\.jpg$/,
    );
  });

  it('tells the browser how wide a portrait photo is shown whole in its square box: a smaller variant', async () => {
    const portrait: ProductPhoto = { ...upload, imageInfo: { ...imageInfo, width: 3024, height: 4032 } };
    pageOf(product({ photos: [portrait] }));
    await screen.findByRole('heading', { name: 'Jacket' });
    const sizes =
      (document.querySelector('.gallery__main img') as HTMLImageElement).getAttribute('sizes') ?? '';
    expect(sizes).toBe(productPhotoSizes(portrait));
    expect(sizes).toMatch(/, calc\(calc\(100vw - 32px\) \* 0\.75\)$/);
    expect(headOf(product({ photos: [portrait] })).find((d) => d.rel === 'preload')?.imageSizes).toBe(sizes);
  });

  it('is kept out of search engines when there is no product', () => {
    const head = productPageMeta({ loaderData: undefined, matches: siteLayoutMatches() } as never) as Record<
      string,
      unknown
    >[];
    expect(head.find((d) => d.name === 'robots')?.content).toBe('noindex');
  });
});
