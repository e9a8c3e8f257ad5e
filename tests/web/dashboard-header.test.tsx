import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminHeader } from '../../web/features/dashboard/admin-header.tsx';
import { fakeApi } from './dashboard-fake-api.ts';

function HeaderPage() {
  return (
    <>
      <AdminHeader adminEmail="admin@example.com" />
      <p>Page body</p>
    </>
  );
}

function LoginStub() {
  return <h1>Login page</h1>;
}

function renderHeader(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/das-login', Component: LoginStub },
      { path: '/dashboard/*', Component: HeaderPage },
      { path: '/dashboard', Component: HeaderPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const current = () =>
  screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin header', () => {
  it('marks Overview only on /dashboard itself, and each section on its own pages', () => {
    for (const [path, label] of [
      ['/dashboard', 'Overview'],
      ['/dashboard/blog', 'Blog'],
      ['/dashboard/blogdetail/b1', 'Blog'],
      ['/dashboard/countrypage', 'Country'],
      ['/dashboard/state/India/c1', 'Country'],
      ['/dashboard/district/c1/Kerala/s1', 'Country'],
      ['/dashboard/contact', 'Contact'],
    ]) {
      renderHeader(path);
      expect(current()?.textContent, path).toBe(label);
      cleanup();
    }
  });

  it('links the logo and Go to Website to the website', () => {
    renderHeader('/dashboard');
    expect(screen.getByRole('link', { name: 'PawCraft Admin' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.getByRole('link', { name: 'Go to Website' }).getAttribute('href')).toBe('/');
  });

  it('closes the user menu on an outside click and on Escape', () => {
    renderHeader('/dashboard');
    const button = screen.getByRole('button', { name: /Account menu/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByText('Page body'));
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('toggles the mobile menu', () => {
    renderHeader('/dashboard');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Dashboard' }).className).toContain('dash-nav--open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out with POST /api/admin/logout and goes to the login page', async () => {
    const { seen } = fakeApi({ 'POST /api/admin/logout': { body: { message: 'Logged out' } } });
    const router = renderHeader('/dashboard/blog');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/das-login'));
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/admin/logout']);
  });
});
