import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category, ProductSummary } from '../../shared/api-types.ts';
import { defaultSiteSettings } from '../../shared/site-defaults.ts';
import Home from '../../web/app/routes/_index.tsx';
import CategoryProducts from '../../web/app/routes/category-products.tsx';
import ProductsByFilter from '../../web/app/routes/exp.tsx';
import Products, { meta as productsMeta } from '../../web/app/routes/product.tsx';
import { phonePhotoInfo as imageInfo } from './phone-photo-info.ts';
import { defaultSiteLayoutData, inSiteLayout, siteLayoutMatches } from './site-layout-stub.tsx';

afterEach(cleanup);

const category = (name: string, slug: string, productCount: number, withTile = true): Category => ({
  _id: `c-${slug}`,
  name,
  slug,
  position: 1,
  ...(withTile && { image: { src: `/images/categories/${slug}.svg`, alt: '' } }),
  productCount,
  updatedAt: '2026-11-20T10:00:00Z',
});
const walking = category('WALKING ESSENTIALS', 'walking-essentials', 2);
const bedding = category('BEDDING', 'bedding', 1);
const toys = category('TOYS', 'toys', 0);
const others = category('Others', 'others', 1, false);

const product = (id: number, name: string, categoryId: string, photo?: ProductSummary['photo']) =>
  ({
    _id: String(id),
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    categoryIds: [categoryId],
    ...(photo && { photo }),
    status: 'published',
    position: id,
    updatedAt: '2026-11-20T10:00:00Z',
  }) satisfies ProductSummary;
const harness = product(1, 'H-Harness', walking._id, {
  src: '/images/products/1/main.svg',
  alt: 'A harness',
});
const leash = product(8, 'Leash', walking._id, { image: 'uploads/x.jpg', imageInfo, alt: 'A leash' });
const bed = product(21, 'Round Bed', bedding._id);

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** A list route with the data its server loader gave for `entry`. */
/** The page at `url` (its route's path is the URL's), its loader answering `loaderData`. */
function renderPage(url: string, Component: StubRoute['Component'], loaderData: unknown) {
  const path = url.split('?')[0];
  const Stub = createRoutesStub(
    inSiteLayout([{ path, Component, loader: () => loaderData, HydrateFallback: () => null }]),
  );
  render(<Stub initialEntries={[url]} />);
}

const filterLinks = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link');
const currentFilter = (name: string) =>
  filterLinks(name)
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('home', () => {
  const { home } = defaultSiteSettings;
  it('shows the category tiles in order, each opening its category, and the products it was given', async () => {
    renderPage('/', Home, {
      tiles: [walking, bedding, toys],
      products: [harness, leash],
      home,
      testimonials: [],
    });
    const tiles = within(await screen.findByRole('region', { name: 'Our categories' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['WALKING ESSENTIALS', '/category-products?category=walking-essentials'],
      ['BEDDING', '/category-products?category=bedding'],
      ['TOYS', '/category-products?category=toys'],
    ]);
    const grid = within(screen.getByRole('region', { name: 'Featured products' }));
    expect(
      grid.getAllByRole('link', { name: /Harness|Leash/ }).map((link) => link.getAttribute('href')),
    ).toEqual(['/product/h-harness', '/product/leash']);
  });

  it("shows the testimonials it was given, and the company's founding year in the about teaser", async () => {
    const testimonial = { name: 'Meera Iyer', city: 'Pune', text: 'Sturdy harnesses.' };
    renderPage('/', Home, { tiles: [], products: [], home, testimonials: [testimonial] });
    const section = within(await screen.findByRole('region', { name: 'What our customers say' }));
    expect(section.getByText('“Sturdy harnesses.”')).toBeTruthy();
    expect(section.getByText('Meera Iyer')).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        name: `Crafted with care since ${defaultSiteLayoutData.company.foundingYear}`,
      }),
    ).toBeTruthy();
  });

  it('has no testimonials section without testimonials', async () => {
    renderPage('/', Home, { tiles: [walking], products: [], home, testimonials: [] });
    await screen.findByRole('region', { name: 'Our categories' });
    expect(screen.queryByRole('region', { name: 'What our customers say' })).toBeNull();
  });
});

describe('/product', () => {
  it('lists the page of products with their photos: artwork as its file, an upload through its variants', async () => {
    renderPage('/product', Products, { items: [harness, leash], isFirstPage: true });
    const card = await screen.findByRole('link', { name: 'H-Harness' });
    expect(card.getAttribute('href')).toBe('/product/h-harness');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/products/1/main.svg');
    // A card is a square: the upload's centre-cropped squares, sized as one.
    const upload = screen.getByRole('link', { name: 'Leash' }).querySelector('img');
    expect(upload?.getAttribute('srcset')).toBe(
      [160, 320, 640, 960].map((w) => `/${imageInfo.base}/square-${w}.webp ${w}w`).join(', '),
    );
    expect(upload?.closest('picture')?.querySelector('source')?.getAttribute('srcset')).toContain(
      `/${imageInfo.base}/square-320.avif 320w`,
    );
    expect([upload?.getAttribute('width'), upload?.getAttribute('height')]).toEqual(['3024', '3024']);
    expect(upload?.getAttribute('sizes')).toBeTruthy();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'More products' })).toBeNull();
  });

  it('asks for the first card photo first, from the head, as /blog does (a phone LCP element)', async () => {
    renderPage('/product', Products, { items: [leash, harness], isFirstPage: true });
    const first = (await screen.findByRole('link', { name: 'Leash' })).querySelector('img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(
      screen.getByRole('link', { name: 'H-Harness' }).querySelector('img')?.getAttribute('fetchpriority'),
    ).toBeNull();
    const head = productsMeta({
      location: { search: '' },
      loaderData: { items: [leash, harness], isFirstPage: true },
      matches: siteLayoutMatches(),
    } as unknown as Parameters<typeof productsMeta>[0]);
    expect(head).toContainEqual(
      expect.objectContaining({
        tagName: 'link',
        rel: 'preload',
        imageSrcSet: expect.stringContaining(`/${imageInfo.base}/square-320.avif 320w`),
      }),
    );
  });

  it('crops a photo uploaded before squares existed from its full variants, in the card and its preload', async () => {
    const { squares: _none, ...olderInfo } = imageInfo;
    const older = { ...leash, photo: { image: 'uploads/x.jpg', imageInfo: olderInfo, alt: 'A leash' } };
    renderPage('/product', Products, { items: [older], isFirstPage: true });
    const upload = (await screen.findByRole('link', { name: 'Leash' })).querySelector('img');
    expect(upload?.getAttribute('srcset')).toContain(`/${imageInfo.base}/320.webp 320w`);
    expect(upload?.getAttribute('srcset')).not.toContain('square-');
    expect([upload?.getAttribute('width'), upload?.getAttribute('height')]).toEqual(['4032', '3024']);
    const head = productsMeta({
      location: { search: '' },
      loaderData: { items: [older], isFirstPage: true },
      matches: siteLayoutMatches(),
    } as unknown as Parameters<typeof productsMeta>[0]);
    expect(head).toContainEqual(
      expect.objectContaining({ imageSrcSet: expect.stringContaining(`/${imageInfo.base}/320.avif 320w`) }),
    );
  });

  it('links to the next page while there is one, and back to the first', async () => {
    renderPage('/product', Products, { items: [harness], nextCursor: 'abc', isFirstPage: false });
    const pager = within(await screen.findByRole('navigation', { name: 'More products' }));
    expect(pager.getByRole('link', { name: 'More products' }).getAttribute('href')).toBe(
      '/product?cursor=abc',
    );
    expect(pager.getByRole('link', { name: 'First products' }).getAttribute('href')).toBe('/product');
  });

  it("says 'No products found' when nothing is published", async () => {
    renderPage('/product', Products, { items: [], isFirstPage: true });
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('shows the placeholder image when a product photo fails to load', async () => {
    renderPage('/product', Products, { items: [harness], isFirstPage: true });
    const image = (await screen.findByRole('link', { name: 'H-Harness' })).querySelector(
      'img',
    ) as HTMLImageElement;
    fireEvent.error(image);
    expect(screen.getByRole('link', { name: 'H-Harness' }).querySelector('img')?.getAttribute('src')).toBe(
      '/images/placeholder.svg',
    );
  });
});

describe('browse by category', () => {
  it('marks the category it shows and links each filter to its own page', async () => {
    renderPage('/category-products', CategoryProducts, {
      categories: [walking, bedding, toys],
      selected: walking,
      page: { items: [harness, leash], isFirstPage: true },
    });
    await screen.findByRole('navigation', { name: 'Categories' });
    expect(currentFilter('Categories')).toEqual(['WALKING ESSENTIALS']);
    expect(filterLinks('Categories').map((link) => link.getAttribute('href'))).toEqual([
      '/category-products?category=walking-essentials',
      '/category-products?category=bedding',
      '/category-products?category=toys',
    ]);
    expect(screen.getByRole('link', { name: 'H-Harness' })).toBeTruthy();
  });

  it("TOYS has a filter and the empty message 'No products found in this category.'", async () => {
    renderPage('/category-products?category=toys', CategoryProducts, {
      categories: [walking, bedding, toys],
      selected: toys,
      page: { items: [], isFirstPage: true },
    });
    expect(await screen.findByText('No products found in this category.')).toBeTruthy();
    expect(currentFilter('Categories')).toEqual(['TOYS']);
  });

  it("pages within the category, keeping it in the next page's address", async () => {
    renderPage('/category-products?category=bedding', CategoryProducts, {
      categories: [walking, bedding],
      selected: bedding,
      page: { items: [bed], nextCursor: 'n1', isFirstPage: true },
    });
    const next = await screen.findByRole('link', { name: 'More products' });
    expect(next.getAttribute('href')).toBe('/category-products?category=bedding&cursor=n1');
  });
});

describe('/exp', () => {
  it("filters by 'All' plus the categories that have products", async () => {
    renderPage('/exp', ProductsByFilter, {
      categories: [walking, bedding, others],
      page: { items: [harness, leash, bed], isFirstPage: true },
    });
    await screen.findByRole('navigation', { name: 'Filter by category' });
    expect(
      filterLinks('Filter by category').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All', '/exp'],
      ['WALKING ESSENTIALS', '/exp?category=walking-essentials'],
      ['BEDDING', '/exp?category=bedding'],
      ['Others', '/exp?category=others'],
    ]);
    expect(currentFilter('Filter by category')).toEqual(['All']);
  });

  it('marks the chosen category', async () => {
    renderPage('/exp?category=others', ProductsByFilter, {
      categories: [walking, bedding, others],
      selected: others,
      page: { items: [], isFirstPage: true },
    });
    await screen.findByRole('navigation', { name: 'Filter by category' });
    expect(currentFilter('Filter by category')).toEqual(['Others']);
  });
});
