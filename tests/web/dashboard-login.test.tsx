import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '../../shared/account-rules.ts';
import { messages } from '../../shared/validation.ts';
import { loginAction } from '../../web/features/dashboard/accounts/login-page.tsx';
import { afterLoginPath } from '../../web/features/dashboard/shell/login-redirect.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login route', () => {
  it('checks the form with the shared schema before calling the server, each message beside its field', async () => {
    const { seen } = renderDashboard('/dashboard/das-login');
    await screen.findByRole('button', { name: 'Login' });
    submit('', '');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const field of [email, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
      expect(message?.textContent).toBe(accountMessages.loginRequired);
    }
    // The first field refused has the focus.
    expect(document.activeElement).toBe(email);
    submit('not-an-email', 'secret');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.email));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      messages.email,
    );
    expect(password.hasAttribute('aria-invalid')).toBe(false);
    expect(seen).toHaveLength(0);
  });

  it('the clientAction checks with the same shared schema (a request the form did not check)', async () => {
    const result = await loginAction({
      request: new Request('http://localhost/dashboard/das-login', {
        method: 'POST',
        body: new URLSearchParams({ email: 'not-an-email', password: '' }),
      }),
    });
    expect(result).toMatchObject({ ok: false, error: '' });
    expect(result instanceof Response ? undefined : result.reply?.error).toEqual({
      email: [messages.email],
      password: [accountMessages.loginRequired],
    });
  });

  it("shows the server's message in the red box", async () => {
    renderDashboard('/dashboard/das-login', {
      'POST /api/admin/login': { status: 401, body: { message: 'Invalid email or password.' } },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin@example.com', 'wrong password');
    const box = await screen.findByRole('alert');
    expect(box.textContent).toBe('Invalid email or password.');
    expect(box.className).toContain('dash-error-box');
  });

  it("says 'Something went wrong' when the server gave no message", async () => {
    renderDashboard('/dashboard/das-login', { 'POST /api/admin/login': { status: 500 } });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin@example.com', 'a password');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('goes to the overview by default, replacing the login page in history', async () => {
    const { seen } = renderDashboard('/dashboard/das-login', {
      'POST /api/admin/login': { body: { message: 'Login successful' } },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit(' admin@example.com ', 'a password');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(currentLocation(screen)).toEqual({ url: '/dashboard', navigation: 'REPLACE' });
    expect(seen[0].body).toEqual({ email: 'admin@example.com', password: 'a password' });
  });

  it('goes back to the page in ?redirectTo=, but never off the dashboard', async () => {
    renderDashboard('/dashboard/das-login?redirectTo=%2Fdashboard%2Fcountrypage', {
      'POST /api/admin/login': { body: { message: 'Login successful' } },
      'GET /countries/view': { body: [] },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin@example.com', 'a password');
    expect(await screen.findByText('No countries found.')).toBeTruthy();
    expect(currentLocation(screen).url).toBe('/dashboard/countrypage');
    cleanup();

    renderDashboard('/dashboard/das-login?redirectTo=https%3A%2F%2Fevil.example%2Fdashboard', {
      'POST /api/admin/login': { body: { message: 'Login successful' } },
    });
    await screen.findByRole('button', { name: 'Login' });
    submit('admin@example.com', 'a password');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(currentLocation(screen).url).toBe('/dashboard');
  });
});

describe('afterLoginPath', () => {
  it('returns to the remembered dashboard page, never elsewhere', () => {
    expect(afterLoginPath('/dashboard/blog?x=1')).toBe('/dashboard/blog?x=1');
    expect(afterLoginPath('/dashboard/blogdetail/b1#top')).toBe('/dashboard/blogdetail/b1#top');
    expect(afterLoginPath(null)).toBe('/dashboard');
    expect(afterLoginPath('')).toBe('/dashboard');
    expect(afterLoginPath('/about')).toBe('/dashboard');
    expect(afterLoginPath('/dashboard/das-login')).toBe('/dashboard');
    expect(afterLoginPath('/dashboardx')).toBe('/dashboard');
    expect(afterLoginPath('//evil.example/dashboard')).toBe('/dashboard');
    expect(afterLoginPath('/\\evil.example/dashboard')).toBe('/dashboard');
    expect(afterLoginPath('/dashboard/../about')).toBe('/dashboard');
    expect(afterLoginPath('https://evil.example/dashboard')).toBe('/dashboard');
  });
});
