import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityData, AdminSummary, SessionSummary } from '../../shared/api-types.ts';
import { passwordResetRequested } from '../../shared/api-types.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { currentLocation, dashboardData, renderDashboard } from './dashboard-stub.tsx';

/** Issue 13's screens: password and sessions, admins, forgot password, set password, activity. */
cleanUpAfterEach();

const sessions: SessionSummary[] = [
  {
    id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
    startedAt: '2026-11-22T10:00:00.000Z',
    lastUsedAt: '2026-11-22T10:30:00.000Z',
    browser: 'Firefox on Linux',
    current: true,
  },
  {
    id: '01JBBBBBBBBBBBBBBBBBBBBBBB',
    startedAt: '2026-11-21T09:00:00.000Z',
    lastUsedAt: '2026-11-21T09:10:00.000Z',
    browser: 'Chrome on Android',
    current: false,
  },
];

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The message an input points at (aria-describedby), and that it is marked invalid. */
function messageOf(label: string, within: HTMLElement = document.body): string | null | undefined {
  const field = Array.from(within.querySelectorAll('label'))
    .find((one) => one.textContent === label)
    ?.control?.closest('.dash-field')
    ?.querySelector('input');
  if (field?.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
}

/** The form refused `label`'s value: `message` beside it, and the focus on it. */
async function expectRefused(label: string, message: string, scope: HTMLElement = document.body) {
  expect(await within(scope).findByText(message)).toBeTruthy();
  expect(messageOf(label, scope)).toBe(message);
  expect(document.activeElement).toBe(within(scope).getByLabelText(label));
}

/** Clicks the button `name` once it is enabled. */
async function clickWhenEnabled(name: string) {
  const button = () => screen.getByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button().disabled).toBe(false));
  fireEvent.click(button());
}

describe('password and sessions', () => {
  it('checks the new password twice before asking the server, then says every other session ended', async () => {
    const api = renderDashboard('/dashboard/account', {
      'GET /api/admin/sessions': { body: sessions },
      'POST /api/admin/password': {
        body: { message: 'Your password is changed. Every other session has been signed out.' },
      },
    });
    await screen.findByRole('heading', { name: 'Password and sessions' });
    fill('Current password', 'the old password');
    fill('New password', 'a brand new password');
    fill('New password again', 'a different password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Beside the repetition, which has the focus.
    await expectRefused('New password again', 'The two new passwords are not the same.');
    expect(messageOf('New password')).toBeNull();
    expect(api.seen.some((request) => request.path === '/api/admin/password')).toBe(false);

    fill('New password again', 'a brand new password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText(/Every other session has been signed out/)).length).toBeGreaterThan(0);
    const sent = api.seen.find((request) => request.path === '/api/admin/password');
    expect(sent?.body).toEqual({ currentPassword: 'the old password', newPassword: 'a brand new password' });
    expect(sent?.headers.has('Content-Type')).toBe(true);
    // The form empties and keeps the notice under it.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe(''));
    for (const label of ['New password', 'New password again'])
      expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe('');
    const panel = screen.getByRole('region', { name: 'Change password' });
    expect(within(panel).getByRole('status').textContent).toMatch(/Every other session has been signed out/);
  });

  it('lists the sessions with their browser, signs one out, and asks before signing out everywhere', async () => {
    const api = renderDashboard('/dashboard/account', {
      'GET /api/admin/sessions': { body: sessions },
      'DELETE /api/admin/sessions/01JBBBBBBBBBBBBBBBBBBBBBBB': { body: { message: 'Session signed out.' } },
      'DELETE /api/admin/sessions': { body: { message: 'Signed out everywhere.' } },
    });
    const list = await screen.findByRole('region', { name: 'Your sessions' });
    expect(within(list).getByText('This browser')).toBeTruthy();
    expect(within(list).getByText('Chrome on Android')).toBeTruthy();
    // Only the other session has its own Sign out.
    const signOuts = within(list).getAllByRole('button', { name: /^Sign out Chrome on Android/ });
    expect(signOuts).toHaveLength(1);
    fireEvent.click(signOuts[0]);
    await waitFor(() =>
      expect(
        api.seen.some((r) => r.method === 'DELETE' && r.path.endsWith('01JBBBBBBBBBBBBBBBBBBBBBBB')),
      ).toBe(true),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/das-login'));
    expect(api.seen.some((r) => r.method === 'DELETE' && r.path === '/api/admin/sessions')).toBe(true);
  });
});

describe('the Admins screen', () => {
  const admins: AdminSummary[] = [
    {
      email: 'admin@example.com',
      addedAt: null,
      lastSignInAt: '2026-11-22T10:00:00.000Z',
      invited: false,
      you: true,
    },
    {
      email: 'ana@example.com',
      addedAt: '2026-11-20T10:00:00.000Z',
      lastSignInAt: null,
      invited: true,
      you: false,
    },
  ];

  it('lists admins, never offers to remove yourself, invites by email and removes after asking', async () => {
    const api = renderDashboard('/dashboard/admins', {
      'GET /api/admin/admins': { body: admins },
      'POST /api/admin/admins': { status: 201, body: { ...admins[1], email: 'new@example.com' } },
      'DELETE /api/admin/admins/ana%40example.com': { body: { message: 'Admin removed.' } },
    });
    const list = await screen.findByRole('region', { name: 'Who can sign in' });
    expect(within(list).getByText('You')).toBeTruthy();
    expect(within(list).getByText('Invited')).toBeTruthy();
    expect(within(list).getByText(/Last sign-in never/)).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('button', { name: /^Remove/ })
        .map((b) => b.textContent),
    ).toEqual(['Remove ana@example.com']);

    fill('Email', 'not an email');
    fill('Your password', 'my own password');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await expectRefused('Email', 'Please enter a valid email address.');
    fill('Email', 'new@example.com');
    fill('Your password', '');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    // Your own password is asked again (docs/decisions/039).
    expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
    expect(messageOf('Your password')).toBe('Please enter your current password.');
    expect(messageOf('Email')).toBeNull();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
    fill('Your password', 'my own password');
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findAllByText(/Invitation sent to new@example.com/)).length).toBeGreaterThan(0);
    expect(api.seen.find((r) => r.method === 'POST' && r.path === '/api/admin/admins')?.body).toEqual({
      email: 'new@example.com',
      currentPassword: 'my own password',
    });
    // The form empties and keeps the notice under it.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Your password').value).toBe('');
    const panel = screen.getByRole('region', { name: 'Add an admin' });
    expect(within(panel).getByRole('status').textContent).toMatch(/Invitation sent to new@example.com/);

    fireEvent.click(within(list).getByRole('button', { name: 'Remove ana@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'my own password' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        api.seen.find((r) => r.method === 'DELETE' && r.path === '/api/admin/admins/ana%40example.com')?.body,
      ).toEqual({ currentPassword: 'my own password' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the server's refusal (the last admin)", async () => {
    const api = renderDashboard('/dashboard/admins', {
      'GET /api/admin/admins': { body: [{ ...admins[1], invited: false }] },
      'DELETE /api/admin/admins/ana%40example.com': {
        status: 400,
        body: { message: 'The last admin cannot be removed.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove ana@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    // Cancel has the focus: Enter there removes nobody.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Without your password, the dialog asks for it and the API is not asked.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expectRefused('Your password', 'Please enter your current password.', dialog);
    expect(api.seen.some((r) => r.method === 'DELETE')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: 'my own password' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // The refusal is said in the dialog, which stays open with the password typed.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The last admin cannot be removed.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Your password').value).toBe('my own password');
  });
});

describe('forgot and set password', () => {
  it('the login page links to Forgot password, which shows the one answer', async () => {
    const api = renderDashboard('/dashboard/das-login', {
      'GET /api/admin/dashboard-data': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/admin/password/forgot': { body: { message: passwordResetRequested } },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    fill('Email', 'someone@');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(messageOf('Email')).toBe('Please enter a valid email address.');
    expect(api.seen.some((r) => r.path === '/api/admin/password/forgot')).toBe(false);
    fill('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByRole('status')).textContent).toBe(passwordResetRequested);
    expect(api.seen.find((r) => r.path === '/api/admin/password/forgot')?.body).toEqual({
      email: 'someone@example.com',
    });
  });

  it("sets the password with the link's token (from the fragment) and opens the overview", async () => {
    const token = 'T'.repeat(43);
    const api = renderDashboard(`/dashboard/set-password#token=${token}`, {
      'POST /api/admin/password/reset': { body: { message: 'Your password is set.' } },
    });
    await screen.findByRole('heading', { name: 'Choose your password' });
    fill('New password', 'too short');
    await clickWhenEnabled('Save password and log in');
    await expectRefused('New password', 'Passwords need at least 12 characters.');
    fill('New password', 'my very own password');
    fill('New password again', 'my very own passwort');
    fireEvent.click(screen.getByRole('button', { name: 'Save password and log in' }));
    await waitFor(() =>
      expect(messageOf('New password again')).toBe('The two new passwords are not the same.'),
    );
    expect(messageOf('New password')).toBeNull();
    expect(api.seen).toHaveLength(0);
    fill('New password again', 'my very own password');
    await clickWhenEnabled('Save password and log in');
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard'));
    expect(api.seen.find((r) => r.path === '/api/admin/password/reset')?.body).toEqual({
      token,
      password: 'my very own password',
    });
  });

  it('says a link without its token is not complete', async () => {
    renderDashboard('/dashboard/set-password');
    expect(await screen.findByText(/This link is not complete/)).toBeTruthy();
  });
});

describe('who changed what', () => {
  const activity: ActivityData = {
    latest: [
      {
        at: '2026-11-22T10:00:00.000Z',
        by: 'ana@example.com',
        action: 'changed',
        kind: 'blog',
        itemId: 'b1',
        label: 'Harness sizes',
      },
      {
        at: '2026-11-22T09:00:00.000Z',
        by: 'admin@example.com',
        action: 'deleted',
        kind: 'country',
        itemId: 'c1',
        label: 'Japan',
      },
    ],
    lastChanges: { b1: { by: 'ana@example.com', at: '2026-11-22T10:00:00.000Z' } },
  };

  it('the overview lists the latest changes with who and when', async () => {
    renderDashboard('/dashboard', {
      'GET /api/admin/dashboard-data': { body: dashboardData },
      'GET /api/admin/activity': { body: activity },
    });
    const panel = await screen.findByRole('region', { name: 'Activity' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.dash-activity__what')?.textContent)).toEqual([
      'ana@example.com changed blog “Harness sizes”',
      'admin@example.com deleted country “Japan”',
    ]);
    expect(items[0].querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22T10:00:00.000Z');
  });

  it('a blog card says who changed it last', async () => {
    renderDashboard('/dashboard/blog', {
      'GET /api/admin/activity': { body: activity },
      'GET /api/admin/blogs': {
        body: {
          items: [
            {
              _id: 'b1',
              title: 'Harness sizes',
              slug: 'harness-sizes',
              date: '2026-11-01',
              author: 'Meera',
              tags: [],
              image: '',
              createdAt: '2026-11-01T00:00:00.000Z',
              updatedAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
      },
    });
    expect(await screen.findByText(/^Last changed by ana@example.com on /)).toBeTruthy();
  });
});
