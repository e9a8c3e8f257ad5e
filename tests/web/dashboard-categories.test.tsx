import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { renderDashboard } from './dashboard-stub.tsx';
import { openedDialog } from './dialog-save.ts';
import { FakeUpload, fakeUploadsEachTest, madeVariants, ticket } from './fake-upload.ts';

const category = (id: string, name: string, productCount: number): Category => ({
  _id: id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  position: Number(id),
  image: { src: `/images/categories/${name.toLowerCase().replaceAll(' ', '-')}.svg`, alt: '' },
  productCount,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const walking = category('1', 'Walking Essentials', 4);
const bedding = category('2', 'Bedding', 0);

/** Chooses `file` in a file input as the browser does: in its files, so in the form's data. */
function choose(input: HTMLElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  fireEvent.change(input);
}

fakeUploadsEachTest();
cleanUpAfterEach();

describe('the categories screen', () => {
  it('lists the categories in order with their slug and number of products', async () => {
    renderDashboard('/dashboard/categories', { 'GET /api/admin/categories': { body: [walking, bedding] } });
    const list = (await screen.findByText('walking-essentials · 4 products')).closest('ol') as HTMLElement;
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.dash-category-row__name')?.textContent)).toEqual([
      'Walking Essentials',
      'Bedding',
    ]);
    expect(within(rows[0]).getByText('walking-essentials · 4 products')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Walking Essentials up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Bedding down' })).toHaveProperty('disabled', true);
  });

  it('says so when there are none', async () => {
    renderDashboard('/dashboard/categories', { 'GET /api/admin/categories': { body: [] } });
    expect(await screen.findByText('No categories yet. Add the first one.')).toBeTruthy();
  });

  it('adds a category with a slug made from its name and one of the site pictures as its tile', async () => {
    let list: Category[] = [];
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': () => ({ body: list }),
      'POST /api/admin/categories': () => {
        list = [category('3', 'Cave Hut', 0)];
        return { status: 201, body: list[0] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await openedDialog('Add category');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(messages.nameRequired);
    // Beside the name, which has the focus and points at it.
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messages.nameRequired,
    );
    expect(document.activeElement).toBe(name);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Cave Hut' } });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Slug').value).toBe('cave-hut');
    fireEvent.change(within(dialog).getByLabelText('Tile picture'), {
      target: { value: '/images/categories/cave-hut.svg' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Cave Hut',
      slug: 'cave-hut',
      image: { src: '/images/categories/cave-hut.svg', alt: '' },
    });
    expect(await screen.findByText('cave-hut · 0 products')).toBeTruthy();
  });

  it('uploads a photo as the tile as soon as it is chosen, with a progress bar, and saves its key once processed', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [bedding] },
      'POST /api/uploads': { body: ticket },
      ...madeVariants(ticket.key),
      'PUT /api/admin/categories/2': { body: bedding },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bedding' }));
    const dialog = await openedDialog('Edit Bedding');
    fireEvent.change(within(dialog).getByLabelText('Tile picture'), { target: { value: 'upload' } });
    choose(
      within(dialog).getByLabelText('Photo for the tile'),
      new File(['a'], 'bed.png', { type: 'image/png' }),
    );
    expect(within(dialog).getByAltText('Tile preview').getAttribute('src')).toBe('blob:preview');
    expect(within(dialog).getByRole('progressbar', { name: 'Upload of the tile photo' })).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(FakeUpload.sent).toHaveLength(1);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Bedding',
      slug: 'bedding',
      image: { image: ticket.key, alt: '' },
    });
  });

  it('asks for the photo of an upload, and refuses a file that is not an image beside it', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [bedding] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bedding' }));
    const dialog = await openedDialog('Edit Bedding');
    fireEvent.change(within(dialog).getByLabelText('Tile picture'), { target: { value: 'upload' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const file = within(dialog).getByLabelText('Photo for the tile');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please choose the photo for the tile, or another picture.',
    );
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(file);
    choose(file, new File(['a'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(messages.imageType);
    expect(within(dialog).queryByAltText('Tile preview')).toBeNull();
    // Another picture from the list: the photo's message goes with its field.
    fireEvent.change(within(dialog).getByLabelText('Tile picture'), { target: { value: 'kept' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(seen.some((request) => request.method !== 'GET')).toBe(false);
  });

  it('renames a category keeping its slug and tile, and shows a refusal in the dialog', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [walking, bedding] },
      'PUT /api/admin/categories/2': { status: 409, body: { message: messages.categorySlugTaken } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Bedding' }));
    const dialog = await openedDialog('Edit Bedding');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Beds' } });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Slug').value).toBe('bedding');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.categorySlugTaken);
    // The API's refusal of the URL is said beside the slug, which has the focus.
    const slug = within(dialog).getByLabelText('Slug');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(slug.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(
      document.getElementById(slug.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent,
    ).toBe(messages.categorySlugTaken);
    expect(document.activeElement).toBe(slug);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Beds',
      slug: 'bedding',
      image: { src: '/images/categories/bedding.svg', alt: '' },
    });
  });

  it('moves a category down by sending every id in the new order', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [walking, bedding] },
      'PUT /api/admin/categories/order': { body: [bedding, walking] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Walking Essentials down' }));
    await waitFor(() =>
      expect(seen.some((request) => request.path === '/api/admin/categories/order')).toBe(true),
    );
    expect(seen.find((request) => request.path === '/api/admin/categories/order')?.body).toEqual({
      ids: ['2', '1'],
    });
  });

  it("asks before deleting, and shows the API's refusal of a category that still has products", async () => {
    renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [walking, bedding] },
      'DELETE /api/admin/categories/1': { status: 409, body: { message: messages.categoryNotEmpty(4) } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Walking Essentials' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Walking Essentials?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.categoryNotEmpty(4))).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
