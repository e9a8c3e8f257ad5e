import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { findProduct } from '../../shared/catalogue.ts';
import { productCopy } from '../../shared/product-copy.ts';
import CategoryProducts from '../../web/app/routes/category-products.tsx';
import ProductsByFilter from '../../web/app/routes/exp.tsx';
import ProductDetail from '../../web/app/routes/product.$id.tsx';

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

describe('product detail', () => {
  it('finds the product by id on a deep link and shows its copy', () => {
    renderAt('/product/:id', ProductDetail, '/product/12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bow Tie');
    expect(screen.getByText(productCopy(12).sizes).textContent).toContain('S, M, L');
  });

  it("says 'Product not found.' with a Back to Products link for an unknown id", () => {
    renderAt('/product/:id', ProductDetail, '/product/99');
    expect(screen.getByText('Product not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe('/product');
  });

  it('changes the main image on a thumbnail click', () => {
    renderAt('/product/:id', ProductDetail, '/product/9');
    const product = findProduct(9);
    fireEvent.click(screen.getByRole('link', { name: 'Show image 3 of 6' }));
    expect(screen.getByRole('img', { name: 'Jacket' }).getAttribute('src')).toBe(product?.thumbnails[2]);
    expect(screen.getByRole('link', { name: 'Show image 3 of 6' }).getAttribute('aria-current')).toBe('true');
  });

  it("shows 'Image not available' after a load error, until another thumbnail is chosen", () => {
    renderAt('/product/:id', ProductDetail, '/product/9');
    fireEvent.error(screen.getByRole('img', { name: 'Jacket' }));
    expect(screen.getByRole('img', { name: 'Image not available' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show image 2 of 6' }));
    expect(screen.queryByText('Image not available')).toBeNull();
    expect(screen.getByRole('img', { name: 'Jacket' })).toBeTruthy();
  });

  it('scrolls the thumbnails only when there are more than 4', () => {
    renderAt('/product/:id', ProductDetail, '/product/9');
    expect(screen.getByRole('list', { name: 'Product images' }).className).toContain(
      'gallery__thumbs--scroll',
    );
    cleanup();
    renderAt('/product/:id', ProductDetail, '/product/2');
    expect(screen.getByRole('list', { name: 'Product images' }).className).not.toContain('--scroll');
  });
});
