import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category, Product, ProductSummary } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';
import { FakeUpload, fakeUploadsEachTest, ticket } from './fake-upload.ts';

const categories: Category[] = [
  {
    _id: '1',
    name: 'Walking Essentials',
    slug: 'walking-essentials',
    position: 1,
    productCount: 1,
    updatedAt: '',
  },
  { _id: '2', name: 'Bedding', slug: 'bedding', position: 2, productCount: 0, updatedAt: '' },
];

const harness: Product = {
  _id: '7',
  name: 'H-Harness',
  slug: 'h-harness',
  categoryIds: ['1'],
  status: 'published',
  position: 7,
  description: '<p>Steady on walks.</p>',
  features: ['Padded'],
  sizes: ['S', 'M'],
  materials: 'Nylon',
  colours: 'Red',
  minimumOrder: '100 pieces',
  photos: [{ src: '/images/products/7/main.svg', alt: 'H-Harness' }],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const {
  description: _d,
  features: _f,
  sizes: _s,
  materials: _m,
  colours: _c,
  minimumOrder: _o,
  photos,
  createdAt: _a,
  ...rest
} = harness;
const summary: ProductSummary = { ...rest, photo: photos[0] };
const draft: ProductSummary = {
  ...summary,
  _id: '8',
  name: 'Round Bed',
  slug: 'round-bed',
  categoryIds: ['2', '1'],
  status: 'draft',
  photo: undefined,
};

const catalogue = {
  'GET /api/admin/categories': { body: categories },
  'GET /api/admin/products': { body: { items: [summary, draft] } },
};

fakeUploadsEachTest();

cleanUpAfterEach();

describe('the products list', () => {
  it('shows each product with its photo, categories and status, and a link to edit it', async () => {
    renderDashboard('/dashboard/products', catalogue);
    const link = await screen.findByRole('link', { name: 'Round Bed' });
    expect(link.getAttribute('href')).toBe('/dashboard/products/8');
    const row = link.closest('li') as HTMLElement;
    expect(within(row).getByText('Bedding, Walking Essentials')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();
    const first = screen.getByRole('link', { name: 'H-Harness' }).closest('li') as HTMLElement;
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/products/7/main.svg');
    expect(within(first).getByText('Published')).toBeTruthy();
  });

  it('searches by name and filters by category and status through the URL', async () => {
    const { seen } = renderDashboard('/dashboard/products', catalogue);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'bed' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentLocation(screen).url).toBe('/dashboard/products?q=bed&category=2&status=draft'),
    );
    const lists = () => seen.filter((request) => request.path === '/api/admin/products');
    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(Object.fromEntries(lists()[1].query)).toEqual({
      limit: '24',
      q: 'bed',
      category: '2',
      status: 'draft',
    });
  });

  it('loads the next page with the same filters and appends it', async () => {
    const { seen } = renderDashboard('/dashboard/products?status=draft', {
      ...catalogue,
      'GET /api/admin/products': (request) =>
        request.query.get('cursor') === 'next'
          ? { body: { items: [draft] } }
          : { body: { items: [summary], nextCursor: 'next' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Round Bed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'H-Harness' })).toBeTruthy();
    const next = seen.find((request) => request.query.get('cursor') === 'next');
    expect(next?.query.get('status')).toBe('draft');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderDashboard('/dashboard/products?q=zebra', {
      ...catalogue,
      'GET /api/admin/products': { body: { items: [] } },
    });
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
  });
});

describe('the product form', () => {
  it('adds a product with two photos, each uploading with its own progress bar, reordered, then published', async () => {
    let uploads = 0;
    const { seen } = renderDashboard('/dashboard/products/new', {
      ...catalogue,
      'POST /api/uploads': () => ({ body: { ...ticket, key: `uploads/2026/11/photo-${++uploads}.png` } }),
      'POST /api/admin/products': { status: 201, body: harness },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('rope-leash');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.change(screen.getByLabelText('Features (one a line)'), {
      target: { value: 'Strong\n\nSoft ' },
    });
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    fireEvent.change(screen.getByLabelText(/^Add photos/), { target: { files } });
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 1' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 2' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(FakeUpload.sent).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Alt text of photo 1'), { target: { value: 'Leash, coiled' } });
    fireEvent.change(screen.getByLabelText('Alt text of photo 2'), { target: { value: 'Leash, clip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    expect(screen.getByLabelText<HTMLInputElement>('Alt text of photo 1').value).toBe('Leash, clip');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    const created = seen.find(
      (request) => request.method === 'POST' && request.path === '/api/admin/products',
    );
    expect(created?.body).toMatchObject({
      name: 'Rope Leash',
      slug: 'rope-leash',
      categoryIds: ['2'],
      features: ['Strong', 'Soft'],
      status: 'published',
      photos: [
        { image: 'uploads/2026/11/photo-2.png', alt: 'Leash, clip' },
        { image: 'uploads/2026/11/photo-1.png', alt: 'Leash, coiled' },
      ],
    });
  });

  it('reorders photos by dragging one onto another, and removes one', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': {
        body: {
          ...harness,
          photos: ['main', 'thumb-1', 'thumb-2'].map((name) => ({
            src: `/images/products/7/${name}.svg`,
            alt: name,
          })),
        },
      },
      'PUT /api/admin/products/7': { body: harness },
    });
    const alt = (n: number) => screen.getByLabelText<HTMLInputElement>(`Alt text of photo ${n}`).value;
    await screen.findByLabelText('Alt text of photo 3');
    const items = document.querySelectorAll('.dash-photo-item');
    const handle = items[2].querySelector('.dash-photo-item__handle') as HTMLElement;
    const dataTransfer = { effectAllowed: '', setDragImage: () => {} };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(items[0], { dataTransfer });
    fireEvent.drop(items[0], { dataTransfer });
    expect([alt(1), alt(2), alt(3)]).toEqual(['thumb-2', 'main', 'thumb-1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.queryByLabelText('Alt text of photo 3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    const put = seen.find((request) => request.method === 'PUT');
    expect((put?.body as { photos: unknown } | undefined)?.photos).toEqual([
      { src: '/images/products/7/thumb-2.svg', alt: 'thumb-2' },
      { src: '/images/products/7/thumb-1.svg', alt: 'thumb-1' },
    ]);
  });

  it('checks the fields before saving with the shared messages', async () => {
    const { seen } = renderDashboard('/dashboard/products/new', catalogue);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByText(messages.categoriesRequired)).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('edits a product keeping its slug on rename, saves it as a draft and shows a refusal', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'PUT /api/admin/products/7': { status: 409, body: { message: messages.productSlugTaken } },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Classic H-Harness' } });
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('h-harness');
    expect(screen.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe('/product/7');
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish and save' }));
    expect(await screen.findByText(messages.productSlugTaken)).toBeTruthy();
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      name: 'Classic H-Harness',
      slug: 'h-harness',
      status: 'draft',
      sizes: ['S', 'M'],
      minimumOrder: '100 pieces',
      photos: [{ src: '/images/products/7/main.svg', alt: 'H-Harness' }],
    });
  });

  it('deletes a product after asking, then shows the list', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'DELETE /api/admin/products/7': { body: { message: 'Deleted' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete H-Harness?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
