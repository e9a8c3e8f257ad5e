import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CountrySummary } from '../../shared/api-types.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { renderDashboard } from './dashboard-stub.tsx';
import { countryField, saveInDialog } from './dialog-save.ts';

const india: CountrySummary = {
  _id: 'c1',
  name: 'India',
  code: 'in',
  states: [{ _id: 's1', name: 'Kerala' }],
  stateCount: 1,
  districtCount: 4,
};

/** The countries route module (clientLoader, clientAction) inside the dashboard guard. */
const renderCountries = (routes: Parameters<typeof renderDashboard>[1]) =>
  renderDashboard('/dashboard/countrypage', routes);

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: '+ Country' }));
  return screen.getByRole('dialog', { name: 'Add country' });
}

cleanUpAfterEach();

describe('the countries page', () => {
  it("shows 'No countries found.' for an empty list", async () => {
    renderCountries({ 'GET /countries/view': { body: [] } });
    expect(await screen.findByText('No countries found.')).toBeTruthy();
  });

  it('shows cards with flag, name, numbers and a link to the states page', async () => {
    renderCountries({ 'GET /countries/view': { body: [india] } });
    const link = await screen.findByRole('link', { name: 'India' });
    expect(link.getAttribute('href')).toBe('/dashboard/state/India/c1');
    const card = link.closest('li') as HTMLElement;
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/flags/in.svg');
    expect(within(card).getByText('State').nextElementSibling?.textContent).toBe('1');
    expect(within(card).getByText('Districts').nextElementSibling?.textContent).toBe('4');
  });

  it('suggests at most 5 names starting with the typed text, ignoring case; picking fills and clears', async () => {
    renderCountries({ 'GET /countries/view': { body: [] } });
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
    const { seen } = renderCountries({
      'GET /countries/view': () => ({ body: list }),
      'POST /countries/add': () => {
        list = [india];
        return { status: 201, body: india };
      },
    });
    const dialog = await openDialog();
    const input = within(dialog).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'india' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a valid country name');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    const listLoads = () => seen.filter((r) => r.path === '/countries/view').length;
    expect(listLoads()).toBe(1);

    fireEvent.change(input, { target: { value: 'India' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'India' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'India' });
    // The list came back through revalidation, and so did the guard's counts.
    expect(listLoads()).toBe(2);
    expect(seen.filter((r) => r.path === '/api/admin/dashboard-data')).toHaveLength(2);
    expect(await screen.findByText('Added India.')).toBeTruthy();
  });

  it("keeps the dialog open with the server's message for a duplicate", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCountries({
      'GET /countries/view': { body: [india] },
      'POST /countries/add': { status: 409, body: { message: 'India is already in the list.' } },
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'India' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('India is already in the list.'),
    );
  });

  it('Discard closes and resets the dialog', async () => {
    renderCountries({ 'GET /countries/view': { body: [] } });
    let dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Fra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDialog();
    expect((within(dialog).getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('asks before deleting and says what goes with the country', async () => {
    const { seen } = renderCountries({
      'GET /countries/view': { body: [india] },
      'DELETE /countries/delete/c1': { body: { deleted: { countries: 1, states: 1, districts: 4 } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete India' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete country' });
    expect(confirm.textContent).toContain('Its 1 state and 4 districts will be deleted with it.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Deleted India.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('renames through the dialog and keeps the delete dialog open with a notice when deleting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let list = [india];
    const { seen } = renderCountries({
      'GET /countries/view': () => ({ body: list }),
      'PUT /countries/update/c1': () => {
        list = [{ ...india, name: 'Indonesia' }];
        return { body: list[0] };
      },
      'DELETE /countries/delete/c1': { status: 503, body: { message: 'The database is busy.' } },
    });
    await saveInDialog('Rename India', 'Rename country', 'Indonesia', countryField);
    expect(await screen.findByRole('link', { name: 'Indonesia' })).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ name: 'Indonesia' });
    expect(await screen.findByText('Renamed to Indonesia.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Indonesia' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete country' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const notice = await screen.findByText('Could not delete Indonesia.');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Delete country' })).toBeTruthy();
  });

  it('shows its ErrorBoundary when the list cannot load, and Try again loads it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    renderCountries({
      'GET /countries/view': () =>
        up ? { body: [india] } : { status: 503, body: { message: 'The database is busy.' } },
    });
    const heading = await screen.findByRole('heading', { name: 'Could not load the countries.' });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('The database is busy.');
    expect(logged).toHaveBeenCalledWith('Error fetching countries:', expect.anything());
    // The header stays, and there is a way back.
    expect(screen.getByRole('link', { name: 'Back to the overview' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'India' })).toBeTruthy();
  });
});
