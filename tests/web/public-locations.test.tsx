import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Country } from '../../shared/api-types.ts';
import DistrictPage from '../../web/app/routes/district-page.tsx';
import Districts from '../../web/app/routes/districts.tsx';
import Marketplace from '../../web/app/routes/marketplace.tsx';

const dehradun = { _id: 'd1', name: 'Dehradun', state: 's1' };
const hierarchy: Country[] = [
  {
    _id: 'c1',
    name: 'India',
    code: 'in',
    states: [{ _id: 's1', name: 'Uttarakhand', country: 'c1', districts: [dehradun] }],
  },
  { _id: 'c2', name: 'Germany', code: 'de', states: [] },
];

/** Answers GETs from a table of path -> [status, body]; records every path asked for. */
function fakeApi(routes: Record<string, [number, unknown]>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const [status, body] = routes[path] ?? [404, { message: 'Not found' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return asked;
}

function renderAt(entry: string) {
  const Stub = createRoutesStub([
    { path: '/marketplace', Component: Marketplace },
    { path: '/districts/:stateId', Component: Districts },
    { path: '/marketplacedetails/:districtId', Component: DistrictPage },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the location explorer', () => {
  it('expands one country at a time and collapses it on a second click', async () => {
    fakeApi({ '/countries/hierarchy': [200, hierarchy] });
    renderAt('/marketplace');
    expect(screen.getByRole('status')).toBeTruthy(); // spinner while loading
    fireEvent.click(await screen.findByRole('button', { name: 'India' }));
    expect(screen.getByRole('link', { name: 'Uttarakhand' }).getAttribute('href')).toBe('/districts/s1');
    fireEvent.click(screen.getByRole('button', { name: 'Germany' }));
    expect(screen.queryByRole('link', { name: 'Uttarakhand' })).toBeNull();
    expect(screen.getByText('No states found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Germany' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'India' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Germany' }));
    expect(screen.queryByText('No states found.')).toBeNull();
  });

  it("says 'No location data available.' when there are no countries", async () => {
    fakeApi({ '/countries/hierarchy': [200, []] });
    renderAt('/marketplace');
    expect(await screen.findByText('No location data available.')).toBeTruthy();
  });

  it('passes the state on: the districts page then needs no fetch, and the district page neither', async () => {
    const asked = fakeApi({ '/countries/hierarchy': [200, hierarchy] });
    renderAt('/marketplace');
    fireEvent.click(await screen.findByRole('button', { name: 'India' }));
    fireEvent.click(screen.getByRole('link', { name: 'Uttarakhand' }));
    expect(await screen.findByRole('heading', { name: 'Districts in Uttarakhand' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Dehradun' }));
    expect(await screen.findByRole('heading', { name: 'manufacturers in Dehradun' })).toBeTruthy();
    expect(asked).toEqual(['/countries/hierarchy']);
  });
});

describe('districts and district pages on a deep link', () => {
  it('fetch the state by id', async () => {
    fakeApi({
      '/states/s2': [
        200,
        { _id: 's2', name: 'Punjab', country: { _id: 'c1', name: 'India' }, districts: [] },
      ],
    });
    renderAt('/districts/s2');
    expect(await screen.findByRole('heading', { name: 'Districts in Punjab' })).toBeTruthy();
    expect(screen.getByText('No districts found.')).toBeTruthy();
  });

  it('fetch the district by id, and say so when it does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      '/api/districts/d1': [
        200,
        {
          _id: 'd1',
          name: 'Dehradun',
          state: { _id: 's1', name: 'Uttarakhand' },
          country: { _id: 'c1', name: 'India' },
        },
      ],
    });
    renderAt('/marketplacedetails/d1');
    expect(await screen.findByRole('heading', { name: 'manufacturers in Dehradun' })).toBeTruthy();
    cleanup();
    renderAt('/marketplacedetails/unknown');
    expect(await screen.findByRole('heading', { name: 'District not found.' })).toBeTruthy();
  });
});
