import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Autosave, Product } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { guardRouteId } from '../../web/app/routes/dashboard._guard.tsx';
import {
  copyToOffer,
  type DraftPlace,
  draftStorageKey,
  readBrowserCopy,
  sameWriting,
  writeBrowserCopy,
} from '../../web/features/dashboard/ui/drafts/draft-copies.ts';
import { guardRouteIdForDrafts } from '../../web/features/dashboard/ui/drafts/form-drafts.tsx';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { versioned } from './dashboard-fake-api.ts';
import { harness as storedHarness, walkingEssentials } from './dashboard-items.ts';
import { dashboardData, renderDashboard } from './dashboard-stub.tsx';

/**
 * Nothing lost in the editor (issue 35 item 5, docs/decisions/069): the browser's and the
 * server's copies of a form's unsaved state, the offer to restore them as the form opens, and
 * both versions side by side after a stale save's 409.
 */
cleanUpAfterEach();

const harness: Product = { ...storedHarness, version: 3 };
const place: DraftPlace = { kind: 'product', id: '7', admin: dashboardData.admin.email };
/** The first render of the form's route imports its modules: longer than a find's 1 s on a busy machine. */
const loading = { timeout: 10_000 };
const editing = {
  'GET /api/admin/categories': { body: [walkingEssentials] },
  'GET /api/admin/products/7': { body: harness },
};

describe('the copies (draft-copies.ts)', () => {
  it('keys a copy by the admin, the kind and the item, `new` for an item never saved', () => {
    expect(draftStorageKey(place)).toBe('pawcraft-draft:admin@example.com:product:7');
    expect(draftStorageKey({ kind: 'blog', admin: 'Asha@Example.com' })).toBe(
      'pawcraft-draft:asha@example.com:blog:new',
    );
    // The features' copy of the guard's route id is the route's own.
    expect(guardRouteIdForDrafts).toBe(guardRouteId);
  });

  it('compares the writing only: empty and absent alike, the bookkeeping fields aside', () => {
    expect(sameWriting({ title: 'A', tags: '', version: '3', id: 'b1' }, { title: 'A', version: '4' })).toBe(
      true,
    );
    expect(sameWriting({ title: 'A', features: [] }, { title: 'A' })).toBe(true);
    expect(sameWriting({ title: 'A' }, { title: 'A', content: '<p>x</p>' })).toBe(false);
    expect(sameWriting({ photos: [{ src: 'a' }] }, { photos: [{ src: 'b' }] })).toBe(false);
  });

  it('offers the newer of the two copies, and none equal to the item as stored', () => {
    const stored = { name: 'H-Harness' };
    const browser = { value: { name: 'Typed here' }, savedAt: '2026-11-27T10:00:00.000Z' };
    const server = { value: { name: 'Typed on the phone' }, savedAt: '2026-11-27T11:00:00.000Z' };
    expect(copyToOffer(browser, server, stored)).toBe(server);
    expect(copyToOffer({ ...browser, savedAt: '2026-11-27T12:00:00.000Z' }, server, stored)?.value.name).toBe(
      'Typed here',
    );
    expect(copyToOffer(undefined, null, stored)).toBeUndefined();
    expect(copyToOffer({ ...browser, value: stored }, undefined, stored)).toBeUndefined();
  });

  it('reads what it wrote, and nothing from storage that is refused or holds something else', () => {
    const copy = { value: { name: 'Kept' }, savedAt: '2026-11-27T10:00:00.000Z', baseVersion: 3 };
    expect(writeBrowserCopy(place, copy)).toBe(true);
    expect(readBrowserCopy(place)).toEqual(copy);
    localStorage.setItem(draftStorageKey(place), '{not json');
    expect(readBrowserCopy(place)).toBeUndefined();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(writeBrowserCopy(place, copy, refusing)).toBe(false);
    expect(readBrowserCopy(place, refusing)).toBeUndefined();
  });
});

describe('the product form with a copy of unsaved changes', { timeout: 20_000 }, () => {
  it('offers the copy in India time; Restore fills the fields without saving', async () => {
    writeBrowserCopy(place, {
      value: { name: 'H-Harness, recovered', materials: 'Cotton' },
      savedAt: '2026-11-27T10:00:00.000Z',
      baseVersion: 3,
    });
    const { seen } = renderDashboard('/dashboard/products/7', editing);
    const offer = await screen.findByRole('region', { name: 'You have unsaved changes' }, loading);
    // 10:00 UTC is 15:30 in India.
    expect(offer.textContent).toContain('27 Nov 2026, 15:30 IST');
    fireEvent.click(within(offer).getByRole('button', { name: 'Restore them' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('H-Harness, recovered'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Materials').value).toBe('Cotton');
    expect(screen.queryByRole('region', { name: 'You have unsaved changes' })).toBeNull();
    expect(seen.some((request) => request.method === 'PUT' && request.path === '/api/admin/products/7')).toBe(
      false,
    );
  });

  it("offers the server's copy when it is the newer; Discard deletes both", async () => {
    writeBrowserCopy(place, { value: { name: 'Older, here' }, savedAt: '2026-11-27T10:00:00.000Z' });
    const server: Autosave = {
      kind: 'product',
      id: '7',
      value: { name: 'Newer, on the phone' },
      savedAt: '2026-11-27T11:00:00.000Z',
      baseVersion: 3,
    };
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...editing,
      'GET /api/admin/autosaves/product/7': { body: { autosave: server } },
      'DELETE /api/admin/autosaves/product/7': { body: { message: 'Draft copy deleted.' } },
    });
    const offer = await screen.findByRole('region', { name: 'You have unsaved changes' }, loading);
    expect(offer.textContent).toContain('27 Nov 2026, 16:30 IST');
    fireEvent.click(within(offer).getByRole('button', { name: 'Discard them' }));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'DELETE' && r.path === '/api/admin/autosaves/product/7')).toBe(
        true,
      ),
    );
    expect(readBrowserCopy(place)).toBeUndefined();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('H-Harness');
  });

  it('keeps what is typed in this browser at once and on the server a few seconds later', async () => {
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...editing,
      'PUT /api/admin/autosaves/product/7': (request) => ({
        body: { ...(request.body as object), kind: 'product', id: '7', savedAt: new Date().toISOString() },
      }),
    });
    const name = await screen.findByLabelText('Name', {}, loading);
    await waitFor(() => expect(seen.some((r) => r.path === '/api/admin/autosaves/product/7')).toBe(true));
    fireEvent.input(name, { target: { value: 'H-Harness, typed' } });
    await waitFor(() => expect(readBrowserCopy(place)?.value.name).toBe('H-Harness, typed'));
    expect(readBrowserCopy(place)?.baseVersion).toBe(3);
    const put = await waitFor(
      () => {
        const sent = seen.find((r) => r.method === 'PUT' && r.path === '/api/admin/autosaves/product/7');
        expect(sent).toBeTruthy();
        return sent;
      },
      { timeout: 8_000 },
    );
    expect(put?.body).toMatchObject({ value: { name: 'H-Harness, typed' }, baseVersion: 3 });
    expect(seen.some((r) => r.method === 'PUT' && r.path === '/api/admin/products/7')).toBe(false);
  });
});

describe('a save refused because someone else saved (409)', { timeout: 20_000 }, () => {
  it('shows theirs and yours, keeps the typed text, and saves over theirs only when asked', async () => {
    const stored = { version: 3 };
    let theirs: Product = harness;
    const { seen } = renderDashboard('/dashboard/products/7', {
      ...editing,
      'GET /api/admin/products/7': () => ({ body: theirs }),
      'PUT /api/admin/products/7': (request) =>
        versioned(stored, { body: { ...harness, ...(request.body as object) } })(request),
    });
    const name = await screen.findByLabelText('Name', {}, loading);
    // Another admin saves first.
    theirs = { ...harness, name: 'H-Harness, theirs', description: '<p>Their text.</p>', version: 4 };
    stored.version = 4;
    fireEvent.input(name, { target: { value: 'H-Harness, mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this product' }, loading);
    const their = await within(dialog).findByRole('region', { name: 'Their version' });
    expect(their.textContent).toContain('H-Harness, theirs');
    expect(their.textContent).toContain('Their text.');
    expect(within(dialog).getByRole('region', { name: 'Your version (not saved)' }).textContent).toContain(
      'H-Harness, mine',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('H-Harness, mine');
    await waitFor(() => expect(readBrowserCopy(place)?.value.name).toBe('H-Harness, mine'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('H-Harness, mine');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.method === 'PUT' && r.path === '/api/admin/products/7')).toHaveLength(2),
    );
    const [first, second] = seen.filter((r) => r.method === 'PUT' && r.path === '/api/admin/products/7');
    expect((first.body as { version: number }).version).toBe(3);
    expect(second.body).toMatchObject({ name: 'H-Harness, mine', version: 4 });
  });

  it('takes their version into the form when asked', async () => {
    const stored = { version: 4 };
    const theirs = { ...harness, name: 'H-Harness, theirs', version: 4 };
    renderDashboard('/dashboard/products/7', {
      ...editing,
      'PUT /api/admin/products/7': versioned(stored, { body: harness }),
    });
    fireEvent.input(await screen.findByLabelText('Name', {}, loading), {
      target: { value: 'H-Harness, mine' },
    });
    // The page reads the product again only for the dialog: their version by then.
    editing['GET /api/admin/products/7'].body = theirs;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this product' }, loading);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use theirs' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('H-Harness, theirs'),
    );
    expect(screen.queryByText(messages.changedBySomeoneElse)).toBeNull();
    editing['GET /api/admin/products/7'].body = harness;
  });
});
