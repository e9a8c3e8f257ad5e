import { sanitizeHtml } from '../../../functions/lib/content/sanitize-html.ts';
import { findBlogForPage, listBlogSummaries } from '../../../functions/lib/data/blogs-repository.ts';
import type { Blog } from '../../../shared/api-types.ts';
import { blogPostPath } from '../../../shared/site-urls.ts';
import { loadPageData, redirectToCanonical } from '../../lib/page-data.server.ts';
import { loadPreview, type PreviewNote } from '../../lib/preview-page.server.ts';

/** A post's page: the post, and for a preview link's page the link's note. */
export interface BlogPageData {
  blog: Blog;
  preview?: PreviewNote;
}

/** The spec's words for a post that cannot be shown. */
export const blogNotAvailable = 'Blog data not available. Please go back and select a blog again.';

/** Posts on one page of `/blog`: a phone's first screens, and few bytes per page. */
export const blogsPerPage = 12;

/** `/blog` and `/blog?cursor=…`: one page of post summaries, newest first (never the articles). */
export async function loadBlogList(url: URL) {
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const page = await loadPageData(
    () => listBlogSummaries({ limit: blogsPerPage, cursor }),
    'Page not found.',
  );
  return { ...page, isFirstPage: cursor === undefined };
}

/**
 * `/blog/<slug>`: the post by its slug; an old slug or the spec's `/blog/<id>` moves to the
 * current slug (301). The article was sanitised when it was saved and is sanitised again
 * here with the same allowlist, so the HTML in the page never depends on what is stored.
 */
export async function loadBlogPost(url: URL, segment: string): Promise<BlogPageData> {
  const blog = await loadPageData(() => findBlogForPage(segment), blogNotAvailable);
  redirectToCanonical(url, blogPostPath(blog.slug));
  return { blog: blogForPage(blog) };
}

/** `/preview/blog/<token>`: a preview link's post (docs/decisions/066), as the post's page shows it. */
export async function loadBlogPreview(token: string): Promise<BlogPageData> {
  const { page, preview } = await loadPreview<Blog>('blog', token);
  return { blog: blogForPage(page), preview };
}

const blogForPage = (blog: Blog): Blog => ({ ...blog, content: sanitizeHtml(blog.content) });
