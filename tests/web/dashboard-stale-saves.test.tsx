import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blog, Category, District, Product, StateSummary } from '../../shared/api-types.ts';
import { unconfirmedWriteMessage } from '../../shared/save-answers.ts';
import { messages } from '../../shared/validation.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { versioned } from './dashboard-fake-api.ts';
import { blogSummary, harnessCarePost, india, harness as storedHarness } from './dashboard-items.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';
import { countryField, openedDialog, placeField, saveInDialog } from './dialog-save.ts';

/**
 * Two admins at once, and a save the database did not confirm (issue 38, items 1 and 4;
 * docs/decisions/052). Each form read an item at one version while the fake API stores the
 * next (another admin saved meanwhile): the save sends the version it read, the API answers
 * 409, and the form says so in an alert with a Reload, keeping everything typed, on the same
 * page. A new item whose save may be stored already is not saved again until a reload.
 */

cleanUpAfterEach();
// Each refused action logs its error, as it should; the tests read the screen instead.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const changed = messages.changedBySomeoneElse;

/** The alert that carries `message`, with its Reload button. */
async function reloadAlert(message: string, within_: HTMLElement = document.body) {
  const text = await within(within_).findByText(message);
  const alert = text.closest('[role="alert"]') as HTMLElement;
  expect(alert, 'the message is in an alert').not.toBeNull();
  return { alert, reload: within(alert).getByRole('button', { name: 'Reload' }) };
}

const category = (id: string, name: string, version: number): Category => ({
  _id: id,
  name,
  slug: name.toLowerCase(),
  position: Number(id),
  productCount: 0,
  updatedAt: '2026-11-01T00:00:00.000Z',
  version,
});

const harness: Product = { ...storedHarness, version: 3 };

describe('the product form', () => {
  const catalogue = { 'GET /api/admin/categories': { body: [category('1', 'Bedding', 1)] } };

  it('sends the version it read; a stale one shows the message with Reload and keeps the typed text', async () => {
    const reload = vi.fn();
    // A location whose reload the test sees; its address stays the page's (a spread copies none
    // of Location's getters), which React Router's prefetch links read (docs/decisions/075).
    const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
    vi.stubGlobal('location', {
      href,
      origin,
      protocol,
      host,
      hostname,
      port,
      pathname,
      search,
      hash,
      reload,
    });
    const stored = { version: 4 };
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'PUT /api/admin/products/7': versioned(stored, { body: harness }),
    });
    fireEvent.input(await screen.findByLabelText('Materials'), { target: { value: 'Leather, waxed' } });
    fireEvent.input(screen.getByLabelText('Sizes (one a line)'), { target: { value: 'S\nM\nXL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const { reload: button } = await reloadAlert(changed);
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      materials: 'Leather, waxed',
      version: 3,
    });
    expect(stored.version, 'nothing was changed').toBe(4);
    expect(screen.getByLabelText<HTMLInputElement>('Materials').value).toBe('Leather, waxed');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Sizes (one a line)').value).toBe('S\nM\nXL');
    expect(currentLocation(screen).url).toBe('/dashboard/products/7');
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('saves twice in a row: the second save sends the version the first one made', async () => {
    const stored = { version: 3 };
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      // The save answers the product as stored, with its new version; the form is not read again.
      'PUT /api/admin/products/7': versioned(stored, () => ({
        body: { ...harness, version: stored.version },
      })),
    });
    const materials = await screen.findByLabelText('Materials');
    fireEvent.input(materials, { target: { value: 'Leather' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored.version).toBe(4));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false),
    );
    fireEvent.input(materials, { target: { value: 'Leather, waxed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored.version).toBe(5));
    const puts = seen.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => (request.body as { version: number }).version)).toEqual([3, 4]);
    expect(screen.queryByText(changed)).toBeNull();
  });

  it('deletes with ?version= and says so when someone else changed the product', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...catalogue,
      'GET /api/admin/products/7': { body: harness },
      'DELETE /api/admin/products/7': versioned({ version: 4 }, { body: { message: 'Deleted' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete H-Harness?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = await screen.findByText(changed);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(seen.find((request) => request.method === 'DELETE')?.query.get('version')).toBe('3');
    expect(currentLocation(screen).url).toBe('/dashboard/products/7');
  });

  it('a new product the database may have saved: Reload, no second save, the fields kept', async () => {
    const { seen } = renderDashboard('/dashboard/products/new', {
      ...catalogue,
      'POST /api/admin/products': { status: 503, body: { message: unconfirmedWriteMessage } },
    });
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Rope Leash' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bedding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    await reloadAlert(unconfirmedWriteMessage);
    // Saving again could make a second product: both buttons wait for the reload.
    const saves = ['Save draft', 'Publish'].map((name) => screen.getByRole('button', { name }));
    for (const button of saves) expect((button as HTMLButtonElement).disabled, button.textContent).toBe(true);
    fireEvent.click(saves[1]);
    const posts = seen.filter(
      (request) => request.method === 'POST' && request.path === '/api/admin/products',
    );
    expect(posts).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rope Leash');
    expect(currentLocation(screen).url).toBe('/dashboard/products/new');
  });
});

describe('the blog form', () => {
  const post: Blog = { ...harnessCarePost, version: 2 };
  const summary = blogSummary(post);

  it('a stale save keeps the dialog open with the typed title and the message', async () => {
    const stored = { version: 3 };
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [summary] } },
      'GET /api/admin/blogs/b1': { body: post },
      'PUT /api/blogs/blogs/b1': versioned(stored, { body: post }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: 'Harness care, rewritten' },
    });
    fireEvent.change(within(dialog).getByLabelText('Author'), { target: { value: 'Meera and Ravi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await reloadAlert(changed, dialog);
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      title: 'Harness care, rewritten',
      version: 2,
    });
    expect(stored.version).toBe(3);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe('Harness care, rewritten');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Author').value).toBe('Meera and Ravi');
    expect(screen.getByRole('dialog', { name: 'Edit Blog' })).toBe(dialog);
  });

  it('deletes with the version read, and a stale delete says why', async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [summary] } },
      'GET /api/admin/blogs/b1': { body: post },
      'DELETE /api/blogs/blogs/b1': versioned({ version: 3 }, { body: { message: 'Deleted' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete blog' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete blog' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText(changed)).closest('[role="alert"]')).not.toBeNull();
    expect(seen.find((request) => request.method === 'DELETE')?.query.get('version')).toBe('2');
  });
});

describe('the category dialog', () => {
  const bedding = category('2', 'Bedding', 5);

  it('a stale rename keeps the typed name and offers a reload', async () => {
    const stored = { version: 6 };
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [bedding] },
      'PUT /api/admin/categories/2': versioned(stored, { body: bedding }),
    });
    const dialog = await saveInDialog('Edit Bedding', 'Edit Bedding', 'Beds and mats');

    await reloadAlert(changed, dialog);
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      name: 'Beds and mats',
      version: 5,
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Beds and mats');
    // An edit may save again: a save that was stored meanwhile is a 409, never a second copy.
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('a new category the database may have saved is not saved again', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [bedding] },
      'POST /api/admin/categories': { status: 503, body: { message: unconfirmedWriteMessage } },
    });
    const dialog = await saveInDialog('Add category', 'Add category', 'Cave Hut');
    await reloadAlert(unconfirmedWriteMessage, dialog);
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Cave Hut');
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('deletes with the version read', async () => {
    const { seen } = renderDashboard('/dashboard/categories', {
      'GET /api/admin/categories': { body: [bedding] },
      'DELETE /api/admin/categories/2': versioned({ version: 6 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bedding' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Bedding?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText(changed)).closest('[role="alert"]')).not.toBeNull();
    expect(seen.find((request) => request.method === 'DELETE')?.query.get('version')).toBe('5');
  });
});

describe('the place dialogs', () => {
  it('a stale country rename keeps the typed name, and typing again keeps the message', async () => {
    const stored = { version: 2 };
    const { seen } = renderDashboard('/dashboard/countrypage', {
      'GET /countries/view': { body: [india] },
      'PUT /countries/update/c1': versioned(stored, { body: india }),
    });
    const dialog = await saveInDialog('Rename India', 'Rename country', 'Indonesia', countryField);
    const name = within(dialog).getByRole<HTMLInputElement>('combobox');

    await reloadAlert(changed, dialog);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Indonesia', version: 1 });
    expect(name.value).toBe('Indonesia');
    // Typing does not make the stored country any newer: the message and its Reload stay.
    fireEvent.change(name, { target: { value: 'Indonesia ' } });
    expect(within(dialog).getByText(changed)).toBeTruthy();
  });

  it('a stale state rename and delete send the version read', async () => {
    const kerala: StateSummary = { _id: 's1', name: 'Kerala', country: 'c1', districtCount: 0, version: 7 };
    const stored = { version: 8 };
    const { seen } = renderDashboard('/dashboard/state/India/c1', {
      'GET /state/c1': { body: [kerala] },
      'PUT /state/update/s1': versioned(stored, { body: kerala }),
      'DELETE /state/delete/s1': versioned(stored, { body: { message: 'Deleted' } }),
    });
    const dialog = await saveInDialog('Rename Kerala', 'Rename state', 'Keralam', placeField);
    await reloadAlert(changed, dialog);
    expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toBe('Keralam');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Kerala' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'DELETE')).toBe(true));
    expect(seen.find((request) => request.method === 'DELETE')?.query.get('version')).toBe('7');
    expect(stored.version).toBe(8);
  });

  it('a stale district rename keeps the typed name', async () => {
    const kochi: District = { _id: 'd1', name: 'Kochi', slug: 'kochi', state: 's1', version: 2 };
    const { seen } = renderDashboard('/dashboard/district/c1/Kerala/s1', {
      'GET /district/s1': { body: [kochi] },
      'PUT /district/update/d1': versioned({ version: 3 }, { body: kochi }),
    });
    const dialog = await saveInDialog('Rename Kochi', 'Rename district', 'Ernakulam', placeField);
    await reloadAlert(changed, dialog);
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Ernakulam', version: 2 });
    expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toBe('Ernakulam');
  });
});
