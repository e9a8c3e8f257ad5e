import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DistrictDetail, MarketplaceCountry, StateDetail } from '../../shared/api-types.ts';
import DistrictPage, {
  ErrorBoundary as DistrictPageError,
} from '../../web/app/routes/marketplace.$country.$state.$district.tsx';
import StatePage from '../../web/app/routes/marketplace.$country.$state.tsx';
import CountryPage from '../../web/app/routes/marketplace.$country.tsx';
import Marketplace from '../../web/app/routes/marketplace.tsx';
import { inSiteLayout } from './site-layout-stub.tsx';

const india = { _id: 'c1', name: 'India', slug: 'india', code: 'in' };
const uttarakhand = { _id: 's1', name: 'Uttarakhand', slug: 'uttarakhand' };
const countries: MarketplaceCountry[] = [
  { ...india, states: [uttarakhand] },
  { _id: 'c2', name: 'Germany', slug: 'germany', code: 'de', states: [] },
];
const state: StateDetail = {
  ...uttarakhand,
  country: india,
  districts: [{ _id: 'd1', name: 'Dehradun', slug: 'dehradun', state: 's1' }],
  path: '/marketplace/india/uttarakhand',
  updatedAt: '2026-11-02T10:00:00Z',
};
const dehradun: DistrictDetail = {
  _id: 'd1',
  name: 'Dehradun',
  slug: 'dehradun',
  state: uttarakhand,
  country: india,
  path: '/marketplace/india/uttarakhand/dehradun',
  updatedAt: '2026-11-02T10:00:00Z',
};

/** The marketplace's routes with the data their server loaders would have given. */
function renderAt(entry: string, district: () => unknown = () => ({ district: dehradun })) {
  const Stub = createRoutesStub(
    inSiteLayout([
      { path: '/marketplace', Component: Marketplace, loader: () => ({ countries }) },
      {
        path: '/marketplace/:country',
        Component: CountryPage,
        loader: () => ({ countries, country: { ...countries[0], path: '/marketplace/india' } }),
      },
      { path: '/marketplace/:country/:state', Component: StatePage, loader: () => ({ state }) },
      {
        path: '/marketplace/:country/:state/:district',
        Component: DistrictPage,
        ErrorBoundary: DistrictPageError,
        loader: district,
      },
    ]),
  );
  render(<Stub initialEntries={[entry]} />);
}

afterEach(cleanup);

describe('the location explorer', () => {
  it('shows one country at a time and hides it on a second click', async () => {
    renderAt('/marketplace');
    fireEvent.click(await screen.findByRole('link', { name: 'India' }));
    expect(screen.getByRole('link', { name: 'Uttarakhand' }).getAttribute('href')).toBe(
      '/marketplace/india/uttarakhand',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Germany' }));
    expect(screen.queryByRole('link', { name: 'Uttarakhand' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'States in Germany' })).toBeTruthy();
    expect(screen.getByText('No states found.').closest('[hidden]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Germany' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'India' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'Germany' }));
    expect(screen.queryByRole('heading', { name: 'States in Germany' })).toBeNull();
  });

  it('links each country to its own page, and an open one back to /marketplace, so a tap before the app runs is not lost', async () => {
    renderAt('/marketplace');
    const toggle = await screen.findByRole('link', { name: 'India' });
    expect(toggle.getAttribute('href')).toBe('/marketplace/india');
    fireEvent.click(toggle);
    // Once the app runs a tap opens the states in place: the link now closes them.
    expect(toggle.getAttribute('href')).toBe('/marketplace');
    expect(screen.getByRole('link', { name: 'Germany' }).getAttribute('href')).toBe('/marketplace/germany');
  });

  it("a country's page opens with its states shown, one country at a time", async () => {
    renderAt('/marketplace/india');
    const toggle = await screen.findByRole('link', { name: 'India' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Uttarakhand' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Germany' }));
    expect(screen.queryByRole('link', { name: 'Uttarakhand' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("each country's button controls its own list of states", async () => {
    renderAt('/marketplace');
    const button = await screen.findByRole('link', { name: 'India' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.textContent).toContain('Uttarakhand');
    expect(list?.hidden).toBe(true);
  });

  it("says 'No location data available.' when there are no countries", async () => {
    const Stub = createRoutesStub([
      { path: '/marketplace', Component: Marketplace, loader: () => ({ countries: [] }) },
    ]);
    render(<Stub initialEntries={['/marketplace']} />);
    expect(await screen.findByText('No location data available.')).toBeTruthy();
  });

  it("goes from a country to a state's page and on to a district's page", async () => {
    renderAt('/marketplace');
    fireEvent.click(await screen.findByRole('link', { name: 'India' }));
    fireEvent.click(screen.getByRole('link', { name: 'Uttarakhand' }));
    expect(await screen.findByRole('heading', { name: 'Districts in Uttarakhand' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Dehradun' }));
    expect(await screen.findByRole('heading', { name: 'manufacturers in Dehradun' })).toBeTruthy();
  });
});

describe('a district page', () => {
  it('says so when the district does not exist', async () => {
    renderAt('/marketplace/india/uttarakhand/nowhere', () => {
      throw data({ message: 'District not found.' }, { status: 404 });
    });
    expect(await screen.findByRole('heading', { name: 'District not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the marketplace' })).toBeTruthy();
  });
});
