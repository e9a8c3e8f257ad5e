import type { Blog, BlogSummary, Page } from '../../../../shared/api-types.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminCall, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, formText, formVersion, succeeded } from '../ui/action-result.ts';
import { cursorOf } from '../ui/paging.ts';
import { type BlogSubmission, blogApi } from './blog-api.ts';

/** The blog manager: its clientAction saves and deletes posts, wherever the form was opened. */
export const blogManagerPath = '/dashboard/blog';

/** The blog manager's clientLoader: a page of summaries, 20 at a time (`?cursor=`: the page after it). */
export function loadBlogSummaries({ request }: { request: Request }): Promise<Page<BlogSummary>> {
  return adminLoad(request, 'blogs', () => blogApi.blogPage(cursorOf(request), request.signal));
}

/** What the blog detail route loads: the whole post, or null for an id that does not exist. */
export interface BlogDetailData {
  id: string;
  blog: Blog | null;
}

/** A missing post (404) is the page's own message, not an error. */
export function loadBlogDetail(request: Request, id: string): Promise<BlogDetailData> {
  return adminLoad(request, 'the blog', async () => {
    try {
      return { id, blog: await blogApi.blog(id, request.signal) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { id, blog: null };
      throw error;
    }
  });
}

/**
 * The blog manager's clientAction: `intent` create, update (with `id`) or delete, an update or
 * delete with the `version` the form read. The cover image is already uploaded (the form shows
 * its progress) and arrives as its key.
 */
export async function blogAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const version = formVersion(form);
  if (intent === 'delete') {
    try {
      await adminCall(request, () => blogApi.deleteBlog(id, version));
      return succeeded('Blog deleted.');
    } catch (error) {
      if (error instanceof Response) throw error;
      console.error('Deleting the blog failed:', error);
      return failed(error, 'Could not delete the blog.', 'Could not delete the blog.');
    }
  }
  const submission: BlogSubmission = {
    title: formText(form, 'title'),
    slug: formText(form, 'slug'),
    date: formText(form, 'date'),
    author: formText(form, 'author'),
    tags: formText(form, 'tags'),
    content: formText(form, 'content'),
    image: formText(form, 'image'),
  };
  try {
    await adminCall(request, () =>
      intent === 'update'
        ? blogApi.updateBlog(id, { ...submission, version })
        : blogApi.createBlog(submission),
    );
    // The post's card says who changed it last: the guard's activity is read again.
    return succeeded('Blog uploaded!', { dashboardChanged: true });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error('Failed to upload blog:', error);
    return failed(error, 'Failed to upload blog.', 'Failed to upload blog.');
  }
}
