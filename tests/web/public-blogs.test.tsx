import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Blog, BlogSummary } from '../../shared/api-types.ts';
import BlogPost, {
  ErrorBoundary as BlogPostError,
  meta as blogPostMeta,
} from '../../web/app/routes/blog.$slug.tsx';
import Blogs, { meta as blogsMeta } from '../../web/app/routes/blog.tsx';
import { articleSizes } from '../../web/components/responsive-picture.tsx';
import { blogBadge, cutTitle } from '../../web/features/blog/blog-display.ts';
import { summaryText } from '../../web/lib/summary-text.ts';
import { phonePhotoInfo as imageInfo } from './phone-photo-info.ts';
import { siteLayoutMatches } from './site-layout-stub.tsx';

const summary = (overrides: Partial<BlogSummary>): BlogSummary => ({
  _id: 'b1',
  slug: 'short',
  title: 'Short',
  date: '2026-11-02',
  author: 'Asha',
  tags: [],
  image: '',
  createdAt: '2026-11-02T10:00:00Z',
  updatedAt: '2026-11-02T10:00:00Z',
  ...overrides,
});

/** The blog's routes with the data their server loaders would have given. */
function renderBlogs(path: string, pages: { list?: unknown; post?: () => unknown }) {
  const Stub = createRoutesStub([
    { path: '/blog', Component: Blogs, loader: () => pages.list },
    { path: '/blog/:slug', Component: BlogPost, ErrorBoundary: BlogPostError, loader: pages.post },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe('blog card texts', () => {
  it('cuts titles over 25 characters to 25 plus an ellipsis', () => {
    expect(cutTitle('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
    expect(cutTitle('How to choose the right harness')).toBe('How to choose the right h...');
  });

  it("badges the first tag, else 'Blog'", () => {
    expect(blogBadge({ tags: ['Care', 'Dogs'] })).toBe('Care');
    expect(blogBadge({ tags: [] })).toBe('Blog');
  });

  it('describes a post by its first words as plain text, cut near 160 characters at a word', () => {
    expect(summaryText('<p>Warm &amp; <strong>dry</strong></p><p>beds</p>')).toBe('Warm & dry beds');
    const long = summaryText(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(161);
    expect(long).toMatch(/word…$/);
  });
});

describe('the blog list', () => {
  it("shows a portrait cover from its square crops, which hold the card's 16:10 band, and preloads the same", async () => {
    const portrait = { ...imageInfo, width: 3024, height: 4032 };
    const items = [summary({ _id: 'p', slug: 'p', title: 'p', image: 'uploads/x.jpg', imageInfo: portrait })];
    renderBlogs('/blog', { list: { items, isFirstPage: true } });
    await screen.findByRole('heading', { name: 'p' });
    const source = document.querySelector('.blog-card picture source');
    expect(source?.getAttribute('srcset')).toContain(`/${imageInfo.base}/square-320.avif 320w`);
    const head = blogsMeta({
      location: { search: '' },
      loaderData: { items, isFirstPage: true },
      matches: siteLayoutMatches(),
    } as unknown as Parameters<typeof blogsMeta>[0]);
    expect(head).toContainEqual(
      expect.objectContaining({ rel: 'preload', imageSrcSet: source?.getAttribute('srcset') }),
    );
  });

  it('shows each cover as AVIF and WebP variants at every width, sized, on its colour; the first row at once', async () => {
    const items = ['a', 'b', 'c'].map((slug) =>
      summary({ _id: slug, slug, title: slug, image: 'uploads/x.jpg', imageInfo }),
    );
    renderBlogs('/blog', { list: { items, isFirstPage: true } });
    await screen.findByRole('heading', { name: 'c' });
    const pictures = document.querySelectorAll('.blog-card picture');
    expect(pictures).toHaveLength(3);
    const source = pictures[0].querySelector('source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      [160, 320, 640, 960, 1280, 1920]
        .map((w) => `/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/${w}.avif ${w}w`)
        .join(', '),
    );
    const img = pictures[0].querySelector('img');
    expect(img?.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    expect(img?.getAttribute('srcset')).toContain(
      '/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/640.webp 640w',
    );
    expect(img?.getAttribute('src')).toBe('/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/960.webp');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['4032', '3024']);
    expect(img?.getAttribute('style')).toMatch(/background-color: (#806040|rgb\(128, 96, 64\))/);
    expect([...pictures].map((p) => p.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    // The first card is the LCP image on a phone.
    expect([...pictures].map((p) => p.querySelector('img')?.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
    ]);
    // The original is never named.
    expect(document.body.innerHTML).not.toContain('uploads/x.jpg');
  });

  it('shows the placeholder, never a broken image, for a post whose image has no variants (yet)', async () => {
    renderBlogs('/blog', {
      list: { items: [summary({ image: 'uploads/2026/01/old.png' })], isFirstPage: true },
    });
    await screen.findByRole('link', { name: /Short/ });
    const img = document.querySelector('.blog-card img');
    expect(img?.getAttribute('src')).toBe('/images/placeholder.svg');
    expect(document.body.innerHTML).not.toContain('old.png');
  });

  it('shows each post as a card linking to its readable URL', async () => {
    const items = [
      summary({ slug: 'choose-a-harness', title: 'How to choose the right harness', tags: ['Care'] }),
    ];
    renderBlogs('/blog', { list: { items, isFirstPage: true } });
    const link = await screen.findByRole('link', { name: /How to choose the right h\.\.\./ });
    expect(link.getAttribute('href')).toBe('/blog/choose-a-harness');
    expect(link.textContent).toContain('Care');
    expect(screen.queryByRole('navigation', { name: 'More posts' })).toBeNull();
  });

  it("says 'No blogs available' when there are none", async () => {
    renderBlogs('/blog', { list: { items: [], isFirstPage: true } });
    expect(await screen.findByText('No blogs available')).toBeTruthy();
  });

  it('links to older posts by cursor, and back to the newest from a later page', async () => {
    renderBlogs('/blog?cursor=abc', {
      list: { items: [summary({})], nextCursor: 'n/2', isFirstPage: false },
    });
    expect((await screen.findByRole('link', { name: 'Older posts' })).getAttribute('href')).toBe(
      '/blog?cursor=n%2F2',
    );
    expect(screen.getByRole('link', { name: 'Newest posts' }).getAttribute('href')).toBe('/blog');
  });
});

describe('a post', () => {
  it('shows its title, date, author, tags, cover and the HTML the server sanitised', async () => {
    const post: Blog = {
      ...summary({
        slug: 'winter-beds',
        title: 'Winter beds',
        tags: ['Beds'],
        image: 'uploads/a.jpg',
        imageInfo,
      }),
      content: '<p>Warm and <em>dry</em></p>',
    };
    renderBlogs('/blog/winter-beds', { post: () => ({ blog: post }) });
    expect(await screen.findByRole('heading', { name: 'Winter beds' })).toBeTruthy();
    expect(screen.getByText('2 Nov 2026').getAttribute('dateTime')).toBe('2026-11-02');
    expect(screen.getByRole('list', { name: 'Tags' }).textContent).toBe('Beds');
    expect(screen.getByText('dry').tagName).toBe('EM');
    const cover = document.querySelector('img.blog-article__image');
    expect(cover?.getAttribute('src')).toBe('/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/960.webp');
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(cover?.getAttribute('loading')).toBe('eager');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['4032', '3024']);
  });

  it('names the 1200x630 preview as og:image and preloads the cover (AVIF set, high priority) in the head', () => {
    const blog: Blog = {
      ...summary({ slug: 'winter-beds', image: 'uploads/a.jpg', imageInfo }),
      content: '<p>x</p>',
    };
    const descriptors = blogPostMeta({
      loaderData: { blog },
      matches: siteLayoutMatches(),
    } as never) as Record<string, string>[];
    const og = descriptors.find((d) => d.property === 'og:image');
    expect(og?.content).toMatch(/\/uploads\/2026\/11\/01ARZ3NDEKTSV4RRFFQ69G5FAV\/og\.jpg$/);
    expect(descriptors.find((d) => d.name === 'twitter:image')?.content).toBe(og?.content);
    const preload = descriptors.find((d) => d.tagName === 'link' && d.rel === 'preload');
    expect(preload).toMatchObject({
      as: 'image',
      type: 'image/avif',
      fetchPriority: 'high',
      imageSizes: articleSizes,
    });
    expect(preload?.imageSrcSet).toContain('/uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV/960.avif 960w');
  });

  it("says the spec's words for a post that does not exist, with a way back", async () => {
    const message = 'Blog data not available. Please go back and select a blog again.';
    renderBlogs('/blog/nope', {
      post: () => {
        throw data({ message }, { status: 404 });
      },
    });
    expect(await screen.findByRole('heading', { name: message })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' })).toBeTruthy();
  });

  it('offers to try again when the post could not be loaded', async () => {
    let attempts = 0;
    renderBlogs('/blog/winter-beds', {
      post: () => {
        attempts += 1;
        if (attempts === 1)
          throw data({ message: 'The service is busy. Please try again shortly.' }, { status: 503 });
        return { blog: { ...summary({ title: 'Winter beds' }), content: '<p>Warm</p>' } };
      },
    });
    expect(await screen.findByText('The service is busy. Please try again shortly.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winter beds' })).toBeTruthy();
  });
});
