import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PreviewLink, Product } from '../../shared/api-types.ts';
import { defaultSiteSettings, siteMessages } from '../../shared/site-settings.ts';
import { messages } from '../../shared/validation.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { harness as storedHarness, walkingEssentials } from './dashboard-items.ts';
import { renderDashboard } from './dashboard-stub.tsx';

/**
 * "Preview link" in the product form (docs/decisions/066; the blog form mounts the same
 * control): the form's unsaved values go to POST /api/admin/previews, checked first as a save
 * checks them; the link opens in a new tab and shows with Copy and Revoke.
 */
const categories = [walkingEssentials];
const harness: Product = {
  ...storedHarness,
  photos: [{ src: '/images/products/7/main.svg', alt: 'H-Harness' }],
};
const link: PreviewLink = {
  url: `http://localhost/preview/product/${'T'.repeat(43)}`,
  token: 'T'.repeat(43),
  expiresAt: '2026-11-29T15:45:00.000Z',
};

cleanUpAfterEach();

function openedTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => tab),
  );
  return tab;
}

describe('the preview link of the product form', () => {
  it('sends the unsaved values, opens the link in a new tab, and revokes it', async () => {
    const tab = openedTab();
    const { seen } = renderDashboard('/dashboard/products/7', {
      'GET /api/admin/categories': { body: categories },
      'GET /api/admin/products/7': { body: harness },
      'POST /api/admin/previews': { status: 201, body: link },
      [`DELETE /api/admin/previews/${link.token}`]: { body: { message: 'Preview link revoked.' } },
    });
    // The first render of the form's route imports its modules: longer than a find's 1 s on a busy machine.
    const name = await screen.findByLabelText('Name', {}, { timeout: 10_000 });
    fireEvent.input(name, { target: { value: 'H-Harness, renamed' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview link (opens in a new tab)' }));

    const shown = await screen.findByLabelText<HTMLInputElement>(/Private preview link/);
    expect(shown.value).toBe(link.url);
    // India's time: 15:45 UTC is 21:15 IST.
    expect(shown.closest('label')?.textContent).toContain('29 Nov 2026, 21:15 IST');
    expect(tab.location.href).toBe(link.url);
    expect(tab.opener).toBeNull();
    const sent = seen.find((request) => request.path === '/api/admin/previews');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.body).toMatchObject({
      kind: 'product',
      id: '7',
      value: { name: 'H-Harness, renamed', categoryIds: harness.categoryIds },
    });
    // Nothing was saved.
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByLabelText(/Private preview link/)).toBeNull());
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/admin/previews/${link.token}` });
  });

  it("sends nothing for a form the save would refuse: the field's message shows", async () => {
    const tab = openedTab();
    const { seen } = renderDashboard('/dashboard/products/7', {
      'GET /api/admin/categories': { body: categories },
      'GET /api/admin/products/7': { body: harness },
    });
    fireEvent.input(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview link (opens in a new tab)' }));
    expect(await screen.findByText('Please correct the marked fields first.')).toBeTruthy();
    expect(await screen.findByText(messages.nameRequired)).toBeTruthy();
    expect(seen.some((request) => request.path === '/api/admin/previews')).toBe(false);
    expect(window.open).not.toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});

// The Site screen holds six parts' forms: several seconds in jsdom on a busy machine.
describe("the preview link of a Site screen's part", { timeout: 20_000 }, () => {
  const siteLink: PreviewLink = { ...link, url: `http://localhost/preview/site/${'T'.repeat(43)}` };
  const phoneField = () => document.getElementById('company-phone-shown') as HTMLInputElement;

  it("sends the section's unsaved values as the part's, named by its id, and saves nothing", async () => {
    openedTab();
    const { seen } = renderDashboard('/dashboard/site', {
      'POST /api/admin/previews': { status: 201, body: siteLink },
    });
    await screen.findByRole('heading', { level: 1, name: 'Site' }, { timeout: 10_000 });
    fireEvent.input(phoneField(), { target: { value: '+91 99999 12345' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview link Company (opens in a new tab)' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/Private preview link/)).value).toBe(siteLink.url);
    const sent = seen.find((request) => request.path === '/api/admin/previews');
    const company = defaultSiteSettings.company;
    expect(sent?.body).toEqual({
      kind: 'site',
      id: 'company',
      value: { ...company, phone: { ...company.phone, shown: '+91 99999 12345' } },
    });
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("sends nothing for a part the save would refuse: the field's message shows", async () => {
    openedTab();
    const { seen } = renderDashboard('/dashboard/site', {});
    await screen.findByRole('heading', { level: 1, name: 'Site' }, { timeout: 10_000 });
    fireEvent.input(document.getElementById('company-phone-dialled') as HTMLInputElement, {
      target: { value: 'call us' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview link Company (opens in a new tab)' }));
    expect(await screen.findByText('Please correct the marked fields first.')).toBeTruthy();
    expect(await screen.findByText(siteMessages.phoneDialled)).toBeTruthy();
    expect(seen.some((request) => request.path === '/api/admin/previews')).toBe(false);
    expect(window.open).not.toHaveBeenCalled();
  });
});
