import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as login from '../../web/app/routes/dashboard.das-login.tsx';
import { AdminHeader } from '../../web/features/dashboard/shell/admin-header.tsx';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { currentLocation, fromModule, renderDashboard } from './dashboard-stub.tsx';

function HeaderPage() {
  return (
    <>
      <AdminHeader adminEmail="admin@example.com" />
      <p>Page body</p>
    </>
  );
}

function renderHeader(path: string) {
  const Stub = createRoutesStub([
    fromModule('login', login, { path: '/dashboard/das-login' }),
    { path: '/dashboard/*', Component: HeaderPage },
    { path: '/dashboard', Component: HeaderPage },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const current = () =>
  screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page');

cleanUpAfterEach();

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

  it("logs out through the login route's clientAction (POST /api/admin/logout) and shows the login", async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [] } },
      'POST /api/admin/logout': { body: { message: 'Logged out' } },
    });
    // The page has loaded (the header is not swapped for a new one under the open menu).
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(currentLocation(screen)).toEqual({ url: '/dashboard/das-login', navigation: 'REPLACE' });
    expect(seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/admin/logout',
    ]);
  });

  it('still shows the login when the logout call fails (logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [] } },
      'POST /api/admin/logout': { status: 503 },
    });
    await screen.findByRole('heading', { level: 1, name: 'Blog' });
    fireEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Logout failed:', expect.anything());
  });
});
