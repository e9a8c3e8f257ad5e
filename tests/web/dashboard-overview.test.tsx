import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Blog, BlogSummary, DashboardData } from '../../shared/api-types.ts';
import { cleanUpAfterEach } from './clean-up-after-each.ts';
import { currentLocation, renderDashboard } from './dashboard-stub.tsx';

const blog = (n: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `b${n}`,
  title: `Blog ${n}`,
  slug: `blog-${n}`,
  date: '2026-11-01',
  author: 'Meera',
  tags: ['Care'],
  content: '<p>text</p>',
  image: `uploads/2026/11/${n}.png`,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...extra,
});

const summaryOf = ({ content: _content, ...summary }: Blog): BlogSummary => summary;

/** The overview route, showing what the guard loaded. */
async function renderOverview(data: DashboardData) {
  renderDashboard('/dashboard', { 'GET /api/admin/dashboard-data': { body: data } });
  await screen.findByRole('heading', { name: 'Overview' });
}

const counts = { blogs: 7, countries: 2, states: 3, districts: 4, contacts: 1, newContacts: 1 };

cleanUpAfterEach();

describe('the overview', () => {
  it('shows the four counts and at most 5 blogs, cut at 60 characters, with the defaults', async () => {
    const long = 'A very long title about choosing harnesses for growing puppies in winter';
    await renderOverview({
      admin: { email: 'a@b.co' },
      counts,
      latestContacts: [],
      latestBlogs: [
        blog(1, { title: long, tags: [], author: '' }),
        ...[2, 3, 4, 5, 6].map((n) => blog(n)),
      ].map(summaryOf),
    });
    for (const [label, value] of [
      ['Blog count', '7'],
      ['Country', '2'],
      ['State', '3'],
      ['District', '4'],
    ]) {
      const stats = document.querySelector('.dash-stats') as HTMLElement;
      expect(within(stats).getByText(label).nextElementSibling?.textContent).toBe(value);
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

  it("says 'No blogs available' and links the contact table to the contact page", async () => {
    await renderOverview({
      admin: { email: 'a@b.co' },
      counts,
      latestContacts: [
        {
          _id: 'm1',
          name: 'Ravi',
          contact: '9876543210',
          email: 'r@x.in',
          message: 'Hello',
          createdAt: '',
          status: 'new',
        },
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

describe('the admin blog detail route', () => {
  it('loads the whole post by id and links View on site to its public URL', async () => {
    const { seen } = renderDashboard('/dashboard/blogdetail/b2', {
      'GET /api/admin/blogs/b2': { body: blog(2) },
    });
    expect(await screen.findByRole('heading', { name: 'Blog 2' })).toBeTruthy();
    expect(screen.getByText(/By Meera/)).toBeTruthy();
    expect(screen.getByText('text')).toBeTruthy();
    const view = screen.getByRole('link', { name: 'View on site Blog 2 (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe('/blog/blog-2');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(seen.filter((r) => r.path === '/api/admin/blogs/b2')).toHaveLength(1);
  });

  it('shows the spec message and Go Back for an unknown id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard/blogdetail/nope', {
      'GET /api/admin/blogs/nope': { status: 404, body: { message: 'Not found' } },
      'GET /api/admin/blogs': { body: { items: [] } },
    });
    expect(
      await screen.findByText('Blog data not available. Please go back and select a blog again.'),
    ).toBeTruthy();
    // A missing post is not an error to log.
    expect(logged).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(currentLocation(screen).url).toBe('/dashboard/blog'));
  });

  it('shows its ErrorBoundary when the post cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard/blogdetail/b3', {
      'GET /api/admin/blogs/b3': { status: 503, body: { message: 'Busy.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Could not load the blog.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes the post from its edit form and goes to the blog manager', async () => {
    let gone = false;
    const { seen } = renderDashboard('/dashboard/blogdetail/b2', {
      'GET /api/admin/blogs/b2': () => (gone ? { status: 404 } : { body: blog(2) }),
      'DELETE /api/blogs/blogs/b2': () => {
        gone = true;
        return { body: { message: 'Deleted' } };
      },
      'GET /api/admin/blogs': { body: { items: [] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Blog 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete blog' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete blog' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No blogs available')).toBeTruthy();
    expect(await screen.findByText('Blog deleted.')).toBeTruthy();
    expect(currentLocation(screen).url).toBe('/dashboard/blog');
    // The deleted post was not asked for again.
    expect(seen.filter((r) => r.path === '/api/admin/blogs/b2')).toHaveLength(1);
  });
});

describe('the blog manager route', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => summaryOf(blog(from + i)));

  it("lists summaries 20 a page with 'Load more' (?limit=20&cursor=)", async () => {
    const { seen } = renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': (request) =>
        request.query.get('cursor') === 'c2'
          ? { body: { items: page(21, 3) } }
          : { body: { items: page(1, 20), nextCursor: 'c2' } },
    });
    await screen.findByRole('heading', { name: 'Blog Posts' });
    expect(
      screen.getAllByRole('listitem').filter((li) => li.className.includes('dash-blog-card')),
    ).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Blog 23' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Appended: one request for the next page, the first not read again, the URL unchanged.
    expect(currentLocation(screen).url).toBe('/dashboard/blog');
    const requests = seen
      .filter((r) => r.path === '/api/admin/blogs')
      .map((r) => Object.fromEntries(r.query));
    expect(requests).toEqual([{ limit: '20' }, { limit: '20', cursor: 'c2' }]);
  });

  it('shows each card of an appended page with a link to its detail', async () => {
    renderDashboard('/dashboard/blog', {
      'GET /api/admin/blogs': (request) =>
        request.query.get('cursor')
          ? { body: { items: page(21, 1) } }
          : { body: { items: page(1, 20), nextCursor: 'c2' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const card = (await screen.findByRole('link', { name: 'Blog 21' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Blog 21' }).getAttribute('href')).toBe(
      '/dashboard/blogdetail/b21',
    );
    expect(
      within(card)
        .getByRole('link', { name: /View on site/ })
        .getAttribute('href'),
    ).toBe('/blog/blog-21');
    expect(within(card).getByText('Care').className).toBe('dash-badge');
  });

  it("says 'No blogs available' for none", async () => {
    renderDashboard('/dashboard/blog', { 'GET /api/admin/blogs': { body: { items: [] } } });
    expect(await screen.findByText('No blogs available')).toBeTruthy();
  });
});
