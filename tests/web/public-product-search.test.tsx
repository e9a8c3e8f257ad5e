import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchEntry } from '../../shared/api-types.ts';
import { SiteHeader } from '../../web/components/site-header.tsx';
import { fakeApi } from './dashboard-fake-api.ts';
import { defaultSiteLayoutData } from './site-layout-stub.tsx';

const entry = (id: number, name: string): ProductSearchEntry => ({
  _id: String(id),
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
});

/** What `GET /api/products/search-index` answers: published products, in the catalogue's order. */
const catalogue: ProductSearchEntry[] = [
  entry(1, 'Dog Collar'),
  entry(7, 'Dog Collar Printed'),
  entry(8, 'Leash'),
  entry(12, 'Bow Tie'),
  entry(19, 'Cave Bed-Cartoon'),
  entry(20, 'Cave Bed-X-MAS'),
  entry(21, 'Cave Bed-Grey'),
  entry(22, 'Cave Bed-Printed'),
  ...Array.from({ length: 30 }, (_, n) => entry(100 + n, `Rope Toy ${n + 1}`)),
];
const searchIndexPath = 'GET /api/products/search-index';

function ProductPageProbe() {
  const { slug } = useParams();
  const passed = (useLocation().state as { product?: ProductSearchEntry } | null)?.product;
  return (
    <p>
      product page {slug} with state {passed?.name ?? 'none'}
    </p>
  );
}

function SearchPageProbe() {
  return <p>results page for {new URLSearchParams(useLocation().search).get('q')}</p>;
}

/** The site's layout: one header over every page, kept across client-side navigations. */
function Layout() {
  return (
    <>
      <SiteHeader company={defaultSiteLayoutData.company} />
      <Outlet />
    </>
  );
}

function renderHeader() {
  const Stub = createRoutesStub([
    {
      Component: Layout,
      children: [
        { path: '/', Component: () => <p>home page</p> },
        { path: '/product/:slug', Component: ProductPageProbe },
        { path: '/search', Component: SearchPageProbe },
      ],
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  // happy-dom applies no media queries: the wide-screen search is the first combobox.
  return screen.getAllByRole('combobox')[0] as HTMLInputElement;
}

/** The header, its search reading the catalogue's index. */
function renderHeaderOverCatalogue() {
  fakeApi({ [searchIndexPath]: { body: catalogue } });
  return renderHeader();
}

/** The wide-screen search's dropdown (the phone's search box, a closed popover, has its own). */
const wideForm = () => screen.getAllByRole('search')[0] as HTMLElement;
const optionNames = () =>
  within(within(wideForm()).getByRole('listbox', { hidden: true }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
const statusOf = (form: HTMLElement) => within(form).getByRole('status', { hidden: true });

/** Types into a search box and lets the fetched index arrive. */
async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the header search on the live catalogue', () => {
  it('asks for the search index on first focus, never with the page, and once for the whole visit', async () => {
    const { seen } = fakeApi({ [searchIndexPath]: { body: catalogue } });
    // A browser focuses nothing in a closed popover (display: none), so the phone box's
    // autofocus waits for the box to open; happy-dom would focus it at once.
    const focus = HTMLElement.prototype.focus;
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement, options) {
      if (!this.closest('[popover]')) focus.call(this, options);
    });
    const input = renderHeader();
    expect(seen).toHaveLength(0);
    await act(async () => {
      fireEvent.focus(input);
    });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([searchIndexPath]);
    await type(input, 'bow');
    fireEvent.click(screen.getByRole('option', { name: 'Bow Tie' }));
    expect(await screen.findByText('product page bow-tie with state Bow Tie')).toBeTruthy();
    // The header lives on across the navigation; so do the products, for both search boxes.
    await type(input, 'leash');
    const mobileInput = within(document.getElementById('mobile-search') as HTMLElement).getByRole(
      'combobox',
      { hidden: true },
    ) as HTMLInputElement;
    await type(mobileInput, 'cave');
    expect(optionNames()).toEqual(['Leash']);
    expect(seen).toHaveLength(1);
  });

  it('lists products whose name contains the text, ignoring case, only while the text is non-empty', async () => {
    const input = renderHeaderOverCatalogue();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await type(input, 'cAVE bed');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual([
      'Cave Bed-Cartoon',
      'Cave Bed-X-MAS',
      'Cave Bed-Grey',
      'Cave Bed-Printed',
    ]);
    expect(statusOf(wideForm()).textContent).toBe('');
    await type(input, '   ');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(optionNames()).toEqual([]);
  });

  it('shows names only: no photo to fetch and draw at each keystroke', async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'collar');
    const options = within(wideForm()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Dog Collar', 'Dog Collar Printed']);
    expect(wideForm().querySelector('[role="listbox"] img')).toBeNull();
  });

  it('reuses a row from one keystroke to the next: only its name changes', async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'collar');
    const firstRow = () => within(wideForm()).getAllByRole('option')[0];
    const row = firstRow();
    expect(row.textContent).toBe('Dog Collar');
    await type(input, 'collar printed');
    expect(firstRow()).toBe(row);
    expect(row.textContent).toBe('Dog Collar Printed');
  });

  it("says 'No products found' when nothing matches", async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'parrot cage');
    expect(optionNames()).toEqual([]);
    expect(statusOf(wideForm()).textContent).toBe('No products found');
  });

  it('says politely that the products are loading while the index is on its way', async () => {
    let answer: (value: { body: ProductSearchEntry[] }) => void = () => {};
    fakeApi({ [searchIndexPath]: () => new Promise((resolve) => (answer = resolve)) });
    const input = renderHeader();
    await type(input, 'leash');
    const status = statusOf(wideForm());
    expect(status.textContent).toBe('Loading products…');
    expect(optionNames()).toEqual([]);
    await act(async () => answer({ body: catalogue }));
    expect(optionNames()).toEqual(['Leash']);
    expect(status.textContent).toBe('');
  });

  it('says so when the index cannot be loaded, and asks again on the next input', async () => {
    let failures = 1;
    const { seen } = fakeApi({
      [searchIndexPath]: () =>
        failures-- > 0 ? { status: 503, body: { message: 'Service unavailable' } } : { body: catalogue },
    });
    const input = renderHeader();
    await type(input, 'leas');
    expect(statusOf(wideForm()).textContent).toBe(
      'Products could not be loaded. Check your connection and type again to retry.',
    );
    expect(optionNames()).toEqual([]);
    await type(input, 'leash');
    expect(optionNames()).toEqual(['Leash']);
    expect(statusOf(wideForm()).textContent).toBe('');
    expect(seen).toHaveLength(2);
  });

  it("shows the first 8 matches, then 'Show all N results' to the results page", async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'rope toy');
    expect(optionNames()).toEqual(Array.from({ length: 8 }, (_, n) => `Rope Toy ${n + 1}`));
    const all = within(wideForm()).getByRole('link', { name: 'Show all 30 results' });
    expect(all.getAttribute('href')).toBe('/search?q=rope+toy');
    fireEvent.click(all);
    expect(await screen.findByText('results page for rope toy')).toBeTruthy();
    expect(input.value).toBe('');
    // At most 8 matches: no link.
    await type(input, 'cave');
    expect(within(wideForm()).queryByRole('link', { name: /Show all/ })).toBeNull();
  });

  it('opens the chosen product at its slug with the product as navigation state and clears the text', async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'tie');
    fireEvent.click(screen.getByRole('option', { name: 'Bow Tie' }));
    expect(await screen.findByText('product page bow-tie with state Bow Tie')).toBeTruthy();
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses with the keyboard: arrows move the active option (wrapping), Enter opens it', async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'collar');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()?.textContent).toBe('Dog Collar');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(active()?.textContent).toBe('Dog Collar');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(active()?.textContent).toBe('Dog Collar Printed');
    expect(input.getAttribute('aria-controls')).toBe(active()?.parentElement?.id);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(
      await screen.findByText('product page dog-collar-printed with state Dog Collar Printed'),
    ).toBeTruthy();
  });

  it('Escape clears the text and closes the dropdown', async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'leash');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('submitting only clears the text: no navigation', async () => {
    const input = renderHeaderOverCatalogue();
    await type(input, 'harness');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(input.value).toBe('');
    expect(screen.getByText('home page')).toBeTruthy();
    // Without JavaScript the browser submits it to the results page instead (routes/search.tsx).
    expect(input.closest('form')?.getAttribute('action')).toBe('/search');
    expect(input.name).toBe('q');
  });

  it('the narrow-screen search box (a popover the browser opens) chooses like the wide one', async () => {
    fakeApi({ [searchIndexPath]: { body: catalogue } });
    renderHeader();
    const box = document.getElementById('mobile-search') as HTMLElement;
    expect(box.getAttribute('popover')).toBe('auto');
    expect(document.querySelector('[popovertarget="mobile-search"]')).toBeTruthy();
    const mobileInput = within(box).getByRole('combobox', { hidden: true }) as HTMLInputElement;
    await type(mobileInput, 'leash');
    fireEvent.click(within(box).getByRole('option', { name: 'Leash', hidden: true }));
    expect(await screen.findByText('product page leash with state Leash')).toBeTruthy();
    expect(mobileInput.value).toBe('');
  });
});
