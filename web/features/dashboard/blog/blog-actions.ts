import type { Blog, BlogSummary, Page } from '../../../../shared/api-types.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminChange, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { formText, formVersion } from '../ui/form-fields.ts';
import { cursorOf } from '../ui/paging.ts';
import { blogApi } from './blog-api.ts';
import { blogFormSchema } from './blog-form-values.ts';

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
 * The blog manager's clientAction: a save of the blog form (an update when it sends the post's
 * `id`, with the `version` it read), checked with the form's schema, the shared one the API
 * checks (a refusal is the fields' messages); or `intent` delete with `id` and `version`. The
 * cover image is already uploaded (the form shows its progress) and arrives as its key.
 */
export async function blogAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  if (formText(form, 'intent') === 'delete') return deleteBlog(request, form);
  const submission = checkedSubmission(form, blogFormSchema);
  if (!submission.ok) return submission;
  const { id, version, ...blog } = submission.value;
  return adminChange(
    request,
    async () => {
      await (id ? blogApi.updateBlog(id, { ...blog, version }) : blogApi.createBlog(blog));
      // The post's card says who changed it last: the guard's activity is read again.
      return succeeded('Blog uploaded!', { dashboardChanged: true });
    },
    (error) => failed(error, 'Failed to upload blog.', 'Failed to upload blog.'),
    'Failed to upload blog:',
  );
}

/** 'Delete blog', confirmed, with the version the page read; its failure is a notice. */
function deleteBlog(request: Request, form: FormData): Promise<ActionResult> {
  return adminChange(
    request,
    async () => {
      await blogApi.deleteBlog(formText(form, 'id'), formVersion(form));
      return succeeded('Blog deleted.');
    },
    (error) => failed(error, 'Could not delete the blog.', 'Could not delete the blog.'),
    'Deleting the blog failed:',
  );
}
