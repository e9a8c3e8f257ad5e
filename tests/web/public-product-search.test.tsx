import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/catalogue.ts';
import { SiteHeader } from '../../web/components/site-header.tsx';

function ProductPageProbe() {
  const { id } = useParams();
  const passed = (useLocation().state as { product?: Product } | null)?.product;
  return (
    <p>
      product page {id} with state {passed?.name ?? 'none'}
    </p>
  );
}

function HomeWithHeader() {
  return (
    <>
      <SiteHeader />
      <p>home page</p>
    </>
  );
}

function ProductPageWithHeader() {
  return (
    <>
      <SiteHeader />
      <ProductPageProbe />
    </>
  );
}

function renderHeader() {
  const Stub = createRoutesStub([
    { path: '/', Component: HomeWithHeader },
    { path: '/product/:id', Component: ProductPageWithHeader },
  ]);
  render(<Stub initialEntries={['/']} />);
  // happy-dom applies no media queries: the wide-screen search is the first combobox.
  return screen.getAllByRole('combobox')[0] as HTMLInputElement;
}

/** The wide-screen search's options (the phone's search box, a closed popover, has its own). */
const optionNames = () =>
  within(screen.getAllByRole('listbox', { hidden: true })[0] as HTMLElement)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

afterEach(cleanup);

describe('the header search', () => {
  it('lists products whose name contains the text, ignoring case, only while the text is non-empty', () => {
    const input = renderHeader();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'cAVE bed' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual([
      'Cave Bed-Cartoon',
      'Cave Bed-X-MAS',
      'Cave Bed-Grey',
      'Cave Bed-Printed',
    ]);
    fireEvent.change(input, { target: { value: '' } });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(optionNames()).toEqual([]);
  });

  it("says 'No products found' when nothing matches", () => {
    const input = renderHeader();
    fireEvent.change(input, { target: { value: 'parrot cage' } });
    expect(screen.getByText('No products found')).toBeTruthy();
  });

  it('opens the chosen product with the product as navigation state and clears the text', async () => {
    const input = renderHeader();
    fireEvent.change(input, { target: { value: 'tie' } });
    fireEvent.click(screen.getByRole('option', { name: 'Bow Tie' }));
    expect(await screen.findByText('product page 12 with state Bow Tie')).toBeTruthy();
    expect((screen.getAllByRole('combobox')[0] as HTMLInputElement).value).toBe('');
  });

  it('chooses with the keyboard: arrows move the active option, Enter opens it', async () => {
    const input = renderHeader();
    fireEvent.change(input, { target: { value: 'collar' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Dog Collar Printed');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('product page 7 with state Dog Collar Printed')).toBeTruthy();
  });

  it('submitting only clears the text: no navigation', () => {
    const input = renderHeader();
    fireEvent.change(input, { target: { value: 'harness' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(input.value).toBe('');
    expect(screen.getByText('home page')).toBeTruthy();
    // Without JavaScript the browser submits it to the results page instead (routes/search.tsx).
    expect(input.closest('form')?.getAttribute('action')).toBe('/search');
    expect(input.name).toBe('q');
  });

  it('the narrow-screen search box (a popover the browser opens) chooses like the wide one', async () => {
    renderHeader();
    const box = document.getElementById('mobile-search') as HTMLElement;
    expect(box.getAttribute('popover')).toBe('auto');
    expect(document.querySelector('[popovertarget="mobile-search"]')).toBeTruthy();
    const mobileInput = within(box).getByRole('combobox', { hidden: true }) as HTMLInputElement;
    fireEvent.change(mobileInput, { target: { value: 'leash' } });
    fireEvent.click(within(box).getByRole('option', { name: 'Leash', hidden: true }));
    expect(await screen.findByText('product page 8 with state Leash')).toBeTruthy();
  });
});
