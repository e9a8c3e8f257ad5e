import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountrySummary } from '../../shared/api-types.ts';
import { CountriesPage } from '../../web/features/dashboard/countries-page.tsx';
import { NoticeProvider } from '../../web/features/dashboard/notices.tsx';
import { fakeApi } from './dashboard-fake-api.ts';

const india: CountrySummary = {
  _id: 'c1',
  name: 'India',
  code: 'in',
  states: [{ _id: 's1', name: 'Kerala' }],
  stateCount: 1,
  districtCount: 4,
};

function renderCountries() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/countrypage',
        element: (
          <NoticeProvider>
            <CountriesPage />
          </NoticeProvider>
        ),
      },
    ],
    { initialEntries: ['/dashboard/countrypage'] },
  );
  render(<RouterProvider router={router} />);
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: '+ Country' }));
  return screen.getByRole('dialog', { name: 'Add country' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the countries page', () => {
  it("shows 'No countries found.' for an empty list", async () => {
    fakeApi({ 'GET /countries/view': { body: [] } });
    renderCountries();
    expect(await screen.findByText('No countries found.')).toBeTruthy();
  });

  it('shows cards with flag, name, numbers and a link to the states page', async () => {
    fakeApi({ 'GET /countries/view': { body: [india] } });
    renderCountries();
    const link = await screen.findByRole('link', { name: 'India' });
    expect(link.getAttribute('href')).toBe('/dashboard/state/India/c1');
    const card = link.closest('li') as HTMLElement;
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/flags/in.svg');
    expect(within(card).getByText('State').nextElementSibling?.textContent).toBe('1');
    expect(within(card).getByText('Districts').nextElementSibling?.textContent).toBe('4');
  });

  it('suggests at most 5 names starting with the typed text, ignoring case; picking fills and clears', async () => {
    fakeApi({ 'GET /countries/view': { body: [] } });
    renderCountries();
    const dialog = await openDialog();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'b' } });
    const options = within(dialog).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Bahamas',
      'Bahrain',
      'Bangladesh',
      'Barbados',
      'Belarus',
    ]);
    fireEvent.change(input, { target: { value: 'iNd' } });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['India', 'Indonesia']);
    fireEvent.click(within(dialog).getByRole('option', { name: 'Indonesia' }));
    expect((input as HTMLInputElement).value).toBe('Indonesia');
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
  });

  it('saves only an exact name of the list, then closes and reloads', async () => {
    let list: CountrySummary[] = [];
    const { seen } = fakeApi({
      'GET /countries/view': () => ({ body: list }),
      'POST /countries/add': () => {
        list = [india];
        return { status: 201, body: india };
      },
    });
    renderCountries();
    const dialog = await openDialog();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'india' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid country name');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.change(input, { target: { value: 'India' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'India' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'India' });
  });

  it("keeps the dialog open with the server's message for a duplicate", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /countries/view': { body: [india] },
      'POST /countries/add': { status: 409, body: { message: 'India is already in the list.' } },
    });
    renderCountries();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'India' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('India is already in the list.'),
    );
  });

  it('Discard closes and resets the dialog', async () => {
    fakeApi({ 'GET /countries/view': { body: [] } });
    renderCountries();
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Fra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog();
    expect((within(dialog).getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('asks before deleting and says what goes with the country', async () => {
    const { seen } = fakeApi({
      'GET /countries/view': { body: [india] },
      'DELETE /countries/delete/c1': { body: { deleted: { countries: 1, states: 1, districts: 4 } } },
    });
    renderCountries();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete India' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete country' });
    expect(confirm.textContent).toContain('Its 1 state and 4 districts will be deleted with it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Deleted India.')).toBeTruthy();
  });
});
