import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../shared/validation.ts';
import Login from '../../web/app/routes/dashboard/login.tsx';
import { afterLoginPath } from '../../web/features/dashboard/login-redirect.ts';
import { fakeApi } from './dashboard-fake-api.ts';

function OverviewStub() {
  return <h1>Overview</h1>;
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/das-login', Component: Login },
      { path: '/dashboard', Component: OverviewStub },
    ],
    { initialEntries: ['/dashboard/das-login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it('checks the form with the shared schema before calling the server', async () => {
    const { seen } = fakeApi({});
    renderLogin();
    submit('', '');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.loginRequired);
    submit('not-an-email', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.email);
    expect(seen).toHaveLength(0);
  });

  it("shows the server's message in the red box", async () => {
    fakeApi({ 'POST /api/admin/login': { status: 401, body: { message: 'Invalid email or password.' } } });
    renderLogin();
    submit('admin@example.com', 'wrong password');
    const box = await screen.findByRole('alert');
    expect(box.textContent).toBe('Invalid email or password.');
    expect(box.className).toContain('dash-error-box');
  });

  it("says 'Something went wrong' when the server gave no message", async () => {
    fakeApi({ 'POST /api/admin/login': { status: 500 } });
    renderLogin();
    submit('admin@example.com', 'a password');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('goes to the overview by default, replacing the login page in history', async () => {
    const { seen } = fakeApi({ 'POST /api/admin/login': { body: { message: 'Login successful' } } });
    const router = renderLogin();
    submit(' admin@example.com ', 'a password');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen[0].body).toEqual({ email: 'admin@example.com', password: 'a password' });
  });
});

describe('afterLoginPath', () => {
  it('returns to the remembered dashboard page, never elsewhere', () => {
    expect(afterLoginPath({ from: { pathname: '/dashboard/blog', search: '?x=1', hash: '' } })).toBe(
      '/dashboard/blog?x=1',
    );
    expect(afterLoginPath(null)).toBe('/dashboard');
    expect(afterLoginPath({ from: { pathname: '/about', search: '', hash: '' } })).toBe('/dashboard');
    expect(afterLoginPath({ from: { pathname: '/dashboard/das-login', search: '', hash: '' } })).toBe(
      '/dashboard',
    );
    expect(afterLoginPath({ from: { pathname: '/dashboardx', search: '', hash: '' } })).toBe('/dashboard');
  });
});
