import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blog } from '../../shared/api-types.ts';
import BlogDetail from '../../web/app/routes/blog-detail.tsx';
import Blogs from '../../web/app/routes/blogs.tsx';
import { blogBadge, blogImageUrl, cutTitle } from '../../web/features/blog/blog-display.ts';

// The page must show only what the shared sanitizer returns (the sanitizer has its own tests;
// DOMPurify needs a real browser DOM, which the e2e tests give it).
vi.mock('../../web/lib/sanitize-blog-html.ts', () => ({
  sanitizeBlogHtml: (html: string) => `<p>sanitised ${html.length} characters</p>`,
}));

const blog = (overrides: Partial<Blog>): Blog => ({
  _id: 'b1',
  title: 'Short',
  date: '2026-11-02',
  author: 'Asha',
  tags: [],
  content: '<p>Hello</p>',
  image: '',
  createdAt: '2026-11-02T10:00:00Z',
  ...overrides,
});

function renderBlogs(path = '/blog') {
  const Stub = createRoutesStub([
    { path: '/blog', Component: Blogs },
    { path: '/blog/:id', Component: BlogDetail },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('blog card texts', () => {
  it('cuts titles over 25 characters to 25 plus an ellipsis', () => {
    expect(cutTitle('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    expect(cutTitle('How to choose the right harness')).toBe('How to choose the right h...');
  });

  it("badges the first tag, else 'Blog'; images come from the same origin", () => {
    expect(blogBadge({ tags: ['Care', 'Dogs'] })).toBe('Care');
    expect(blogBadge({ tags: [] })).toBe('Blog');
    expect(blogImageUrl({ image: 'uploads/2026/11/a.png' })).toBe('/uploads/2026/11/a.png');
  });
});

describe('the blog list', () => {
  it('shows each blog as a card linking to its page', async () => {
    const blogs = [blog({ _id: 'b1', title: 'How to choose the right harness', tags: ['Care'] })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(blogs))),
    );
    renderBlogs();
    const link = await screen.findByRole('link', { name: /How to choose the right h\.\.\./ });
    expect(link.getAttribute('href')).toBe('/blog/b1');
    expect(link.textContent).toContain('Care');
  });

  it("logs a failed fetch as 'Error fetching blogs:' and shows 'No blogs available'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    renderBlogs();
    expect(await screen.findByText('No blogs available')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Error fetching blogs:', expect.anything());
  });
});

describe('blog detail', () => {
  it('fetches the blog by id on a deep link and shows its content only through the sanitizer', async () => {
    const content = '<p>Warm</p><img src="x" onerror="alert(1)">';
    const post = blog({ _id: 'b7', title: 'Winter beds', content });
    const fetch = vi.fn(async () => new Response(JSON.stringify(post)));
    vi.stubGlobal('fetch', fetch);
    renderBlogs('/blog/b7');
    expect(await screen.findByRole('heading', { name: 'Winter beds' })).toBeTruthy();
    expect(await screen.findByText(`sanitised ${content.length} characters`)).toBeTruthy();
    expect(screen.queryByText('Warm')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/blogs/b7', expect.anything());
  });

  it('says the blog is not available for an unknown id, with Go Back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not found"}', { status: 404 })),
    );
    renderBlogs('/blog/nope');
    expect(
      await screen.findByText('Blog data not available. Please go back and select a blog again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Go Back/ })).toBeTruthy();
  });
});
