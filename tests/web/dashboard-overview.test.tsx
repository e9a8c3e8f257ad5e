import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blog, DashboardData } from '../../shared/api-types.ts';
import { BlogDetailPage } from '../../web/features/dashboard/blog-detail-page.tsx';
import { DashboardDataContext } from '../../web/features/dashboard/dashboard-data-context.tsx';
import { OverviewPage } from '../../web/features/dashboard/overview-page.tsx';
import { fakeApi } from './dashboard-fake-api.ts';

const blog = (n: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `b${n}`,
  title: `Blog ${n}`,
  date: '2026-11-01',
  author: 'Meera',
  tags: ['Care'],
  content: '<p>text</p>',
  image: `uploads/2026/11/${n}.png`,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

function renderOverview(data: DashboardData) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <DashboardDataContext.Provider value={data}>
            <OverviewPage />
          </DashboardDataContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
}

const counts = { blogs: 7, countries: 2, states: 3, districts: 4, contacts: 1 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the overview', () => {
  it('shows the four counts and at most 5 blogs, cut at 60 characters, with the defaults', () => {
    const long = 'A very long title about choosing harnesses for growing puppies in winter';
    renderOverview({
      admin: { email: 'a@b.co' },
      counts,
      latestContacts: [],
      latestBlogs: [blog(1, { title: long, tags: [], author: '' }), ...[2, 3, 4, 5, 6].map((n) => blog(n))],
    });
    for (const [label, value] of [
      ['Blog count', '7'],
      ['Country', '2'],
      ['State', '3'],
      ['District', '4'],
    ]) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    const panel = screen.getByRole('region', { name: 'My Blog' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByRole('link').textContent).toBe(`${long.slice(0, 60)}...`);
    expect(within(items[0]).getByText('Blog', { exact: true }).className).toBe('dash-badge');
    expect(items[0].textContent).toContain('By Admin');
    expect(within(panel).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/dashboard/blog',
    );
  });

  it("says 'No blogs available' and links the contact table to the contact page", () => {
    renderOverview({
      admin: { email: 'a@b.co' },
      counts,
      latestContacts: [
        { _id: 'm1', name: 'Ravi', contact: '9876543210', email: 'r@x.in', message: 'Hello', createdAt: '' },
      ],
      latestBlogs: [],
    });
    expect(screen.getByText('No blogs available')).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/dashboard/contact',
    );
    fireEvent.click(within(contact).getByRole('button', { name: 'Hello' }));
    expect(within(screen.getByRole('dialog', { name: 'Message' })).getByText('Hello')).toBeTruthy();
  });
});

describe('the admin blog detail', () => {
  function renderDetail(id: string, state?: unknown) {
    const router = createMemoryRouter(
      [{ path: '/dashboard/blogdetail/:id', element: <BlogDetailPage id={id} /> }],
      { initialEntries: [{ pathname: `/dashboard/blogdetail/${id}`, state }] },
    );
    render(<RouterProvider router={router} />);
  }

  it('shows the blog passed as state without asking the server', () => {
    const { seen } = fakeApi({});
    renderDetail('b1', { blog: blog(1) });
    expect(screen.getByRole('heading', { name: 'Blog 1' })).toBeTruthy();
    expect(screen.getByText(/By Meera/)).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('loads the blog by id on a deep link', async () => {
    fakeApi({ 'GET /api/blogs/b2': { body: blog(2) } });
    renderDetail('b2');
    expect(await screen.findByRole('heading', { name: 'Blog 2' })).toBeTruthy();
  });

  it('shows the spec message and Go Back for an unknown id', async () => {
    fakeApi({ 'GET /api/blogs/nope': { status: 404, body: { message: 'Not found' } } });
    renderDetail('nope');
    expect(
      await screen.findByText('Blog data not available. Please go back and select a blog again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
  });
});
