import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../shared/api-types.ts';
import { loginRedirectPath } from '../../web/features/dashboard/shell/login-redirect.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { fakeApi } from './dashboard-fake-api.ts';
import { currentLocation, dashboardData, dashboardRoutes, renderDashboard } from './dashboard-stub.tsx';

cleanUpAfterEach();

function logIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the dashboard guard (the layout route clientLoader)', () => {
  it('shows its HydrateFallback spinner while the check is pending, then the page with the fetched data', async () => {
    let answer: (value: { body: DashboardData }) => void = () => {};
    const { seen } = fakeApi({
      'GET /api/admin/dashboard-data': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/admin/activity': { body: { latest: [], lastChanges: {} } },
    });
    const Stub = createRoutesStub(dashboardRoutes);
    render(<Stub initialEntries={['/dashboard']} />);
    expect((await screen.findByRole('status')).textContent).toBe('Checking your session…');
    answer({ body: dashboardData });
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('District').nextElementSibling?.textContent).toBe('9');
    // The overview reads the guard's data: one request, not two.
    expect(seen.filter((r) => r.path === '/api/admin/dashboard-data')).toHaveLength(1);
  });

  for (const status of [401, 403, 503]) {
    it(`redirects to the login on ${status} carrying the return location, and goes back there after login`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let loggedIn = false;
      renderDashboard('/dashboard/contact', {
        'GET /api/admin/dashboard-data': () =>
          loggedIn ? { body: dashboardData } : { status, body: { message: 'Unauthorized' } },
        'POST /api/admin/login': () => {
          loggedIn = true;
          return { body: { message: 'Login successful' } };
        },
        'GET /api/cnt/contact': { body: [] },
      });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(currentLocation(screen).url).toBe('/dashboard/das-login?redirectTo=%2Fdashboard%2Fcontact');

      logIn();
      expect(await screen.findByRole('heading', { name: 'Contact messages' })).toBeTruthy();
      // Login replaced the history entry: Back does not return to the login form.
      expect(currentLocation(screen)).toEqual({ url: '/dashboard/contact', navigation: 'REPLACE' });
    });
  }

  it('keeps the query of the page asked for, and sends the overview to the plain login URL', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard/blog?pages=2', { 'GET /api/admin/dashboard-data': { status: 401 } });
    await screen.findByRole('button', { name: 'Login' });
    expect(currentLocation(screen).url).toBe(
      '/dashboard/das-login?redirectTo=%2Fdashboard%2Fblog%3Fpages%3D2',
    );
    cleanup();
    renderDashboard('/dashboard', { 'GET /api/admin/dashboard-data': { status: 401 } });
    await screen.findByRole('button', { name: 'Login' });
    expect(currentLocation(screen).url).toBe('/dashboard/das-login');
  });

  it('sends the admin to the login when a page finds the session gone (401 on its own data)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard/countrypage', { 'GET /countries/view': { status: 401 } });
    await screen.findByRole('button', { name: 'Login' });
    expect(currentLocation(screen).url).toBe('/dashboard/das-login?redirectTo=%2Fdashboard%2Fcountrypage');
  });

  it('asks again on every page change', async () => {
    const { seen } = renderDashboard('/dashboard', { 'GET /countries/view': { body: [] } });
    await screen.findByRole('heading', { name: 'Overview' });
    fireEvent.click(screen.getByRole('link', { name: 'Country' }));
    await screen.findByText('No countries found.');
    await waitFor(() => expect(seen.filter((r) => r.path === '/api/admin/dashboard-data')).toHaveLength(2));
  });
});

describe('the return location', () => {
  it('stays on the dashboard and off the login page', () => {
    expect(loginRedirectPath(new URL('http://x/dashboard/blog?pages=2#top'))).toBe(
      '/dashboard/das-login?redirectTo=%2Fdashboard%2Fblog%3Fpages%3D2%23top',
    );
    expect(loginRedirectPath(new URL('http://x/dashboard'))).toBe('/dashboard/das-login');
    expect(loginRedirectPath(new URL('http://x/dashboard/das-login'))).toBe('/dashboard/das-login');
  });
});
