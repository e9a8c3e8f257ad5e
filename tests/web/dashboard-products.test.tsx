import { parseWithValibot } from '@conform-to/valibot';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Category, Product, ProductSummary } from '../../shared/api-types.ts';
import { manifestPath } from '../../shared/uploads-bucket.ts';
import { messages } from '../../shared/validation.ts';
import { productAction } from '../../web/features/dashboard/products/product-form-action.ts';
import { productFormSchema } from '../../web/features/dashboard/products/product-form-values.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { harness as storedHarness, walkingEssentials } from './dashboard-items.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';
import { openedDialog } from './dialog-save.ts';
import { FakeUpload, fakeUploadsEachTest, madeVariants, ticket } from './fake-upload.ts';
import { productFacts } from './product-facts.ts';

const categories: Category[] = [
  walkingEssentials,
  { _id: '2', name: 'Bedding', slug: 'bedding', position: 2, productCount: 0, updatedAt: '' },
];

const harness: Product = {
  ...storedHarness,
  photos: [{ src: '/images/products/7/main.svg', alt: 'H-Harness' }],
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
/** The harness with the photos of these names, each its own alt text. */
const withPhotos = (...names: string[]): Product => ({
  ...harness,
  photos: names.map((name) => ({ src: `/images/products/7/${name}.svg`, alt: name })),
});
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
      ...madeVariants('uploads/2026/11/photo-1.png', 'uploads/2026/11/photo-2.png'),
      'POST /api/admin/products': { status: 201, body: harness },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('rope-leash');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.input(screen.getByLabelText('Features (one a line)'), {
      target: { value: 'Strong\n\nSoft ' },
    });
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    // The photos load just after the form's first paint (issue 37's budget), beside the editor's
    // copies (docs/decisions/069): the first form of the file loads them all, on a busy machine slowly.
    fireEvent.change(await screen.findByLabelText(/^Add photos/, {}, { timeout: 5_000 }), {
      target: { files },
    });
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 1' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload of photo 2' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(FakeUpload.sent).toHaveLength(2);
    fireEvent.input(screen.getByLabelText('Alt text of photo 1'), { target: { value: 'Leash, coiled' } });
    fireEvent.input(screen.getByLabelText('Alt text of photo 2'), { target: { value: 'Leash, clip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    expect(screen.getByLabelText<HTMLInputElement>('Alt text of photo 1').value).toBe('Leash, clip');
    // Publish waits until both photos' variants exist.
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
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

  it('shows a photo the variant function refused as failed with a Retry, and saves it once the retry is processed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let uploads = 0;
    const { seen } = renderDashboard('/dashboard/products/new', {
      ...catalogue,
      'POST /api/uploads': () => ({ body: { ...ticket, key: `uploads/2026/11/photo-${++uploads}.png` } }),
      // The first upload was no usable image (the variant function deleted it); the retry is.
      [`GET ${manifestPath('uploads/2026/11/photo-1.png')}`]: { body: { error: 'imageType' } },
      ...madeVariants('uploads/2026/11/photo-2.png'),
      'POST /api/admin/products': { status: 201, body: harness },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    const file = new File(['a'], 'a.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Add photos/), { target: { files: [file] } });
    const failed = await screen.findByText(`${messages.imageType} (photo 1)`);
    expect(failed.getAttribute('role')).toBe('alert');
    fireEvent.input(screen.getByLabelText('Alt text of photo 1'), { target: { value: 'Leash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'A photo could not be uploaded or processed. Retry it or remove it before saving.',
      ),
    ).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST' && request.path === '/api/admin/products')).toBe(
      false,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry photo 1' })).toBeNull());
    expect(FakeUpload.sent).toHaveLength(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    expect(
      seen.find((request) => request.method === 'POST' && request.path === '/api/admin/products')?.body,
    ).toMatchObject({ photos: [{ image: 'uploads/2026/11/photo-2.png', alt: 'Leash' }] });
  });

  it('reorders photos by dragging one onto another, and removes one', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': {
        body: withPhotos('main', 'thumb-1', 'thumb-2'),
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

  it('checks the fields before saving with the shared messages, each beside its field, the first refused focused', async () => {
    const { seen } = renderDashboard('/dashboard/products/new', catalogue);
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const nameMessage = await screen.findByText(messages.nameRequired);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(nameMessage.id);
    expect(nameMessage.closest('.dash-field')).toBe(name.closest('.dash-field'));

    fireEvent.input(name, { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByText(messages.nameRequired)).toBeNull());
    const categories = screen.getByRole('group', { name: 'Categories (the first chosen is the main one)' });
    const message = within(categories).getByText(messages.categoriesRequired);
    const [first, second] = within(categories).getAllByRole('checkbox');
    expect(document.activeElement).toBe(first);
    for (const box of [first, second]) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(message.id);
    }
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    // Chosen, the message goes as the field is checked again.
    fireEvent.click(second);
    await waitFor(() => expect(within(categories).queryByText(messages.categoriesRequired)).toBeNull());
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });

  it("makes a new product's URL from its name until the URL is edited", async () => {
    renderDashboard('/dashboard/products/new', catalogue);
    const name = await screen.findByLabelText('Name');
    fireEvent.input(name, { target: { value: 'Rope Leash' } });
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('rope-leash');
    fireEvent.input(screen.getByLabelText('URL'), { target: { value: 'leash-rope' } });
    fireEvent.input(name, { target: { value: 'Rope Leash, red' } });
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('leash-rope');
  });

  it('saves the categories in the order they were chosen, the first the main one', async () => {
    const { seen } = renderDashboard('/dashboard/products/new', {
      ...catalogue,
      'POST /api/admin/products': { status: 201, body: harness },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Walking Essentials' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      categoryIds: ['1', '2'],
    });
  });

  it('checks a submission at the action with the same schema: a request the form did not make is refused field by field, nothing sent', async () => {
    const form = new FormData();
    form.set('name', 'Rope Leash');
    form.set('position', 'first');
    form.set('photos[0].image', 'uploads/2026/11/a.png');
    const result = await productAction({
      request: new Request('http://localhost/dashboard/products/new', { method: 'POST', body: form }),
      params: {},
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reply?.error).toEqual({
      categoryIds: [messages.categoriesRequired],
      position: [messages.position],
      'photos[0].alt': [messages.photoAlt],
    });
  });

  it('edits a product keeping its slug on rename, saves it as a draft and shows a refusal', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'PUT /api/admin/products/7': { status: 409, body: { message: messages.productSlugTaken } },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Classic H-Harness' } });
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('h-harness');
    // The product's canonical page, not its number's 301.
    expect(screen.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe(
      '/product/h-harness',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
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

  it('moves a product by its position, and refuses one that is no whole number with the shared message', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'PUT /api/admin/products/7': { body: harness },
    });
    const position = await screen.findByLabelText<HTMLInputElement>('Position');
    expect(position.value).toBe(String(harness.position));
    fireEvent.input(position, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(messages.position);
    expect(document.activeElement).toBe(position);
    // The message and the hint both describe the field.
    expect(position.getAttribute('aria-describedby')?.split(' ')).toEqual([
      message.id,
      `${position.id}-hint`,
    ]);
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.input(position, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({ position: 0 }),
    );
  });

  it('adds a new product after the others when its position is left empty', () => {
    const positionSent = (position: string) => {
      const form = new FormData();
      form.set('name', 'Rope Leash');
      form.set('categoryIds', '2');
      form.set('position', position);
      const submission = parseWithValibot(form, { schema: productFormSchema });
      if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error));
      return submission.value.position;
    };
    expect(positionSent(' ')).toBeUndefined();
    expect(positionSent('')).toBeUndefined();
    expect(positionSent('3')).toBe(3);
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

describe("the product form's preview", () => {
  const editing = {
    ...catalogue,
    'GET /api/admin/products/7': { body: harness },
  };

  it("shows the public page's body with the form's unsaved values and photos, and closes with the focus back on Preview", async () => {
    // The chosen photo's upload is under way while the preview loads and shows it.
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...editing,
      'POST /api/uploads': { body: { ...ticket, key: 'uploads/2026/11/photo-1.png' } },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Classic H-Harness' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.input(screen.getByLabelText('Sizes (one a line)'), { target: { value: 'S\nM\n\nXL ' } });
    fireEvent.input(screen.getByLabelText('Colours'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Add photos/), {
      target: { files: [new File(['a'], 'a.png', { type: 'image/png' })] },
    });
    fireEvent.input(screen.getByLabelText('Alt text of photo 2'), { target: { value: 'Leash, clip' } });
    const open = screen.getByRole('button', { name: 'Preview' });
    open.focus();
    fireEvent.click(open);

    const dialog = await openedDialog('Preview: Classic H-Harness');
    expect(within(dialog).getByRole('heading', { level: 1 }).textContent).toBe('Classic H-Harness');
    expect(within(dialog).getByText('Walking Essentials · Bedding')).toBeTruthy();
    expect(within(dialog).getByText('Steady on walks.')).toBeTruthy();
    expect(within(dialog).getByText('Padded').tagName).toBe('LI');
    expect(productFacts(dialog)).toEqual([
      ['Sizes', 'S, M, XL'],
      ['Materials', 'Nylon'],
      ['Minimum order quantity', '100 pieces'],
    ]);
    // Both photos, the chosen file from its local copy, each with its alt text.
    expect(within(dialog).getByRole('list', { name: 'Product images' }).children).toHaveLength(2);
    expect(within(dialog).getByRole('img', { name: 'H-Harness' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Show image 2 of 2' }));
    expect(within(dialog).getByRole('img', { name: 'Leash, clip' }).getAttribute('src')).toMatch(/^blob:/);
    // It looks like the page's, but leads nowhere from the preview.
    expect(within(dialog).queryByRole('link', { name: 'Enquire about this product' })).toBeNull();
    expect(within(dialog).getByText('Enquire about this product')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    // Nothing was saved, and the form still holds the changes.
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Classic H-Harness');
  });

  it('previews a new draft with no photos yet (the placeholder) and closes on Escape', async () => {
    renderDashboard('/dashboard/products/new', catalogue);
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await openedDialog('Preview: Rope Leash');
    expect(within(dialog).getByRole('img', { name: 'Rope Leash' }).getAttribute('src')).toBe(
      '/images/placeholder.svg',
    );
    expect(within(dialog).queryByRole('heading', { name: 'Features' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('leaving the product form with unsaved changes', () => {
  const editing = {
    ...catalogue,
    'GET /api/admin/products/7': { body: harness },
    'PUT /api/admin/products/7': {
      body: { ...harness, name: 'Classic H-Harness', updatedAt: '2026-11-02T00:00:00.000Z' },
    },
    'DELETE /api/admin/products/7': { body: { message: 'Deleted' } },
  };
  const unloadPrevented = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks first; Cancel stays with the changes, Leave without saving leaves', async () => {
    renderDashboard('/dashboard/products/7', editing);
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Classic H-Harness' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to products' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentLocation(screen).url).toBe('/dashboard/products/7');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Classic H-Harness');

    fireEvent.click(screen.getByRole('link', { name: 'Back to products' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
  });

  it('asks the browser before the tab closes only while there are changes', async () => {
    renderDashboard('/dashboard/products/7', editing);
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(unloadPrevented()).toBe(false);
    // The form library settles its dirty state after the event, and the guard listens from the
    // render after that: a closed tab comes long after either, so the checks wait for them.
    fireEvent.input(name, { target: { value: 'Classic H-Harness' } });
    await waitFor(() => expect(unloadPrevented()).toBe(true));
    // Typed back as it was: nothing to lose.
    fireEvent.input(name, { target: { value: 'H-Harness' } });
    await waitFor(() => expect(unloadPrevented()).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(unloadPrevented()).toBe(true));
  });

  it("counts the photos' order and alt texts as changes, and the admin's edits of the description, not the editor's own", async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...editing,
      'GET /api/admin/products/7': {
        body: withPhotos('main', 'thumb-1'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move photo 2 up' }));
    expect(screen.getByLabelText<HTMLInputElement>('Alt text of photo 1').value).toBe('thumb-1');
    expect(unloadPrevented()).toBe(true);
    // Moved back: the order as saved.
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 down' }));
    expect(screen.getByLabelText<HTMLInputElement>('Alt text of photo 1').value).toBe('main');
    expect(unloadPrevented()).toBe(false);
    fireEvent.input(screen.getByLabelText('Alt text of photo 2'), { target: { value: 'Side view' } });
    expect(unloadPrevented()).toBe(true);
    fireEvent.input(screen.getByLabelText('Alt text of photo 2'), { target: { value: 'thumb-1' } });
    expect(unloadPrevented()).toBe(false);

    const editor = await screen.findByRole('textbox', { name: 'Description' });
    const { Quill } = await import('../../web/features/dashboard/rich-text/quill-formats.ts');
    const quill = Quill.find(editor.parentElement as HTMLElement) as InstanceType<typeof Quill>;
    act(() => {
      quill.insertText(0, 'Tidied ', 'api');
    });
    expect(unloadPrevented()).toBe(false);
    act(() => {
      quill.insertText(0, 'Soft. ', 'user');
    });
    expect(unloadPrevented()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      description: '<p>Soft. Tidied Steady on walks.</p>',
    });
  });

  it('opens unchanged a product whose stored text holds line breaks its inputs cannot hold', async () => {
    renderDashboard('/dashboard/products/7', {
      ...editing,
      'GET /api/admin/products/7': {
        body: { ...harness, materials: 'Nylon\rwebbing', features: ['Soft\r\npadding'] },
      },
    });
    const name = await screen.findByLabelText<HTMLInputElement>('Name');
    expect(screen.getByLabelText<HTMLInputElement>('Materials').value).toBe('Nylonwebbing');
    // Typing makes the form read every field as the browser holds it.
    fireEvent.input(name, { target: { value: `${name.value} ` } });
    fireEvent.input(name, { target: { value: name.value.trimEnd() } });
    expect(unloadPrevented()).toBe(false);
  });

  it('leaves at once without changes', async () => {
    renderDashboard('/dashboard/products/7', editing);
    fireEvent.click(await screen.findByRole('link', { name: 'Back to products' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask after saving, nor when the product is deleted', async () => {
    renderDashboard('/dashboard/products/7', editing);
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Classic H-Harness' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved: nothing is unsaved any more (the fake API answers the same product, so the form stays).
    await waitFor(() => expect(unloadPrevented()).toBe(false));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Another name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete product' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask when a new product is saved and the form goes to the list', async () => {
    renderDashboard('/dashboard/products/new', {
      ...catalogue,
      'POST /api/admin/products': { status: 201, body: harness },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/products'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
