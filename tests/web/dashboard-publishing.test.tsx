import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indiaLocalToUtc, utcToIndiaLocal } from '../../shared/india-time.ts';
import { messages } from '../../shared/validation.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { blogSummary, harnessCarePost } from './dashboard-items.ts';
import { renderDashboard } from './dashboard-stub.tsx';
import { openedDialog } from './dialog-save.ts';

/**
 * Issue 35 (docs/decisions/064) in the dashboard: the post form's Save draft / Schedule /
 * Publish with a time in India's time and clear messages, a published post's Unpublish, and the
 * blog manager's status badges (the India time, Late) and Status filter.
 */
cleanUpAfterEach();

const post = { ...harnessCarePost, version: 3 };
const summary = blogSummary(post);
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.input(within(dialog).getByLabelText(label), { target: { value } });
}

async function newPostForm() {
  const api = renderDashboard('/dashboard/blog', {
    'GET /api/admin/blogs': { body: { items: [] } },
    'POST /api/blogs': (request) => ({ status: 201, body: { ...post, ...(request.body as object) } }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Upload Blog' }));
  const dialog = await openedDialog('Upload Blog');
  fill(dialog, 'Title', 'Monsoon walks');
  fill(dialog, 'Author', 'Meera');
  return { dialog, ...api };
}

describe("the post form's publishing", () => {
  it('asks Schedule for a time in the future, with the messages beside the field', async () => {
    const { dialog, seen } = await newPostForm();
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^(Save draft|Schedule|Publish)$/ })
        .map((button) => button.textContent),
    ).toEqual(['Save draft', 'Schedule', 'Publish']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(messages.publishAt)).toBeTruthy();
    fill(dialog, 'Publish at (India time, for Schedule)', utcToIndiaLocal(inHours(-2)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(messages.publishAtFuture)).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('schedules with the India time sent as UTC', async () => {
    const { dialog, seen } = await newPostForm();
    const local = utcToIndiaLocal(inHours(30));
    fill(dialog, 'Publish at (India time, for Schedule)', local);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Post scheduled.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      title: 'Monsoon walks',
      status: 'scheduled',
      publishAt: indiaLocalToUtc(local),
    });
  });

  it('saves a draft without the publish time typed for a schedule', async () => {
    const { dialog, seen } = await newPostForm();
    fill(dialog, 'Publish at (India time, for Schedule)', utcToIndiaLocal(inHours(30)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    const body = seen.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body.status).toBe('draft');
    expect(body).not.toHaveProperty('publishAt');
  });

  it('offers a published post Unpublish and Save changes, and a take-down time', async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': { body: { items: [summary] } },
      'GET /api/admin/blogs/b1': { body: post },
      'PUT /api/blogs/blogs/b1': { body: { ...post, status: 'draft' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harness care' }));
    const dialog = await openedDialog('Edit Blog');
    expect(within(dialog).queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(within(dialog).queryByLabelText('Publish at (India time, for Schedule)')).toBeNull();
    expect(within(dialog).getByLabelText('Take down at (India time, optional)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    expect(seen.find((request) => request.method === 'PUT')?.body).toMatchObject({
      status: 'draft',
      version: 3,
    });
  });
});

describe("the blog manager's statuses", () => {
  it("shows each post's status, a schedule's India time, Late once it has passed, and filters by status", async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': {
        body: {
          items: [
            { ...summary, _id: 'b1', title: 'Live one' },
            { ...summary, _id: 'b2', title: 'Draft one', status: 'draft' },
            {
              ...summary,
              _id: 'b3',
              title: 'Coming one',
              status: 'scheduled',
              publishAt: '2099-12-01T03:30:00.000Z',
            },
            {
              ...summary,
              _id: 'b4',
              title: 'Late one',
              status: 'scheduled',
              publishAt: '2026-01-01T03:30:00.000Z',
            },
          ],
        },
      },
    });
    const card = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('li') as HTMLElement;
    expect(within(await card('Live one')).getByText('Published')).toBeTruthy();
    expect(within(await card('Draft one')).getByText('Draft')).toBeTruthy();
    expect(within(await card('Draft one')).queryByRole('link', { name: /View on site/ })).toBeNull();
    const coming = await card('Coming one');
    expect(within(coming).getByText('Scheduled')).toBeTruthy();
    expect(within(coming).getByText('1 Dec 2099, 09:00 IST')).toBeTruthy();
    expect(within(coming).queryByText('Late')).toBeNull();
    expect(within(await card('Late one')).getByText('Late')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'scheduled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        seen.some(
          (request) => request.path === '/api/admin/blogs' && request.query.get('status') === 'scheduled',
        ),
      ).toBe(true),
    );
  });
});
