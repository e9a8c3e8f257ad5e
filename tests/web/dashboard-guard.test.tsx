import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../shared/api-types.ts';
import GuardedLayout from '../../web/app/routes/dashboard/guarded-layout.tsx';
import Login from '../../web/app/routes/dashboard/login.tsx';
import Overview from '../../web/app/routes/dashboard/overview.tsx';
import { fakeApi } from './dashboard-fake-api.ts';

const dashboardData: DashboardData = {
  admin: { email: 'admin@example.com' },
  counts: { blogs: 3, countries: 2, states: 5, districts: 9, contacts: 1 },
  latestContacts: [],
  latestBlogs: [],
};

function ContactStub() {
  return <h1>Contact page</h1>;
}

function renderDashboard(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/das-login', Component: Login },
      {
        Component: GuardedLayout,
        children: [
          { path: '/dashboard', Component: Overview },
          { path: '/dashboard/contact', Component: ContactStub },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard guard', () => {
  it('shows a spinner while the check is pending, then the page with the fetched data', async () => {
    let answer: (value: { body: DashboardData }) => void = () => {};
    const { seen } = fakeApi({
      'GET /api/admin/dashboard-data': () => new Promise((resolve) => (answer = resolve)),
    });
    renderDashboard('/dashboard');
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Checking your session…');
    answer({ body: dashboardData });
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByText('District').nextElementSibling?.textContent).toBe('9');
    // The overview reads the guard's data: one request, not two.
    expect(seen.filter((r) => r.path === '/api/admin/dashboard-data')).toHaveLength(1);
  });

  for (const status of [401, 403, 503]) {
    it(`sends the admin to the login page on ${status}, and back to where they were after login`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      let loggedIn = false;
      fakeApi({
        'GET /api/admin/dashboard-data': () =>
          loggedIn ? { body: dashboardData } : { status, body: { message: 'Unauthorized' } },
        'POST /api/admin/login': () => {
          loggedIn = true;
          return { body: { message: 'Login successful' } };
        },
      });
      const router = renderDashboard('/dashboard/contact');
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/das-login');

      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@example.com' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long password' } });
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('heading', { name: 'Contact page' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/contact');
      // Login replaced the history entry: Back does not return to the login form.
      expect(router.state.historyAction).toBe('REPLACE');
    });
  }
});
