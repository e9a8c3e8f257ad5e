import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import CategoryProducts from '../../web/app/routes/category-products.tsx';
import ProductsByFilter from '../../web/app/routes/exp.tsx';

afterEach(cleanup);

function renderAt(
  path: string,
  Component: () => React.ReactNode,
  entry: string | { pathname: string; state: unknown },
) {
  const Stub = createRoutesStub([
    { path, Component },
    { path: '/product', Component: () => <p>product list</p> },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);
const cardNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('browse by category', () => {
  it('opens on WALKING ESSENTIALS by default', () => {
    renderAt('/category-products', CategoryProducts, '/category-products');
    expect(pressed()).toEqual(['WALKING ESSENTIALS']);
    expect(cardNames()).toContain('H-Harness');
    expect(cardNames()).not.toContain('Jacket');
  });

  it('opens on the category passed by navigation', () => {
    renderAt('/category-products', CategoryProducts, {
      pathname: '/category-products',
      state: { category: 'BEDDING' },
    });
    expect(pressed()).toEqual(['BEDDING']);
    expect(cardNames()).toContain('Round Bed');
  });

  it("TOYS has a button and the empty message 'No products found in this category.'", () => {
    renderAt('/category-products', CategoryProducts, '/category-products');
    fireEvent.click(screen.getByRole('button', { name: 'TOYS' }));
    expect(screen.getByText('No products found in this category.')).toBeTruthy();
  });
});

describe('/exp', () => {
  it("filters by 'All' plus the distinct categories", () => {
    renderAt('/exp', ProductsByFilter, '/exp');
    const group = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'WALKING ESSENTIALS', 'JACKETS', 'Others', 'BEDDING', 'CAVE HUT']);
    expect(cardNames()).toHaveLength(28);
    fireEvent.click(screen.getByRole('button', { name: 'Others' }));
    expect(cardNames()).toEqual(['Bow Tie', 'Bandana']);
  });

  it('shows the placeholder image when a product image fails to load', () => {
    renderAt('/exp', ProductsByFilter, '/exp');
    const image = screen.getByRole('link', { name: 'Leash' }).querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/placeholder.svg');
  });
});
