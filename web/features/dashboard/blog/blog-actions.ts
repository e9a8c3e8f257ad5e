import type { Blog, BlogSummary, Page } from '../../../../shared/api-types.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { statusFilterOf } from '../publishing/status-query.ts';
import { adminChange, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { formText, formVersion } from '../ui/form-fields.ts';
import { cursorOf } from '../ui/paging.ts';
import { blogApi } from './blog-api.ts';
import { blogFormSchema } from './blog-form-values.ts';

/** The blog manager: its clientAction saves and deletes posts, wherever the form was opened. */
export const blogManagerPath = '/dashboard/blog';

/** The blog form's title: its dialog shows it at once, while the form itself loads (blog-form-dialog.tsx). */
export const blogFormTitle = (blog: Blog | undefined): string => (blog ? 'Edit Blog' : 'Upload Blog');

/**
 * The blog manager's clientLoader: a page of summaries, drafts too, 20 at a time (`?status=`:
 * of that status only; `?cursor=`: the page after it).
 */
export function loadBlogSummaries({ request }: { request: Request }): Promise<Page<BlogSummary>> {
  return adminLoad(request, 'blogs', () =>
    blogApi.blogPage(statusFilterOf(new URL(request.url)), cursorOf(request), request.signal),
  );
}

/** What the blog detail route loads: the whole post, or null for an id that does not exist. */
export interface BlogDetailData {
  id: string;
  blog: Blog | null;
  /** The post's content as the page shows it, through the allowlist (empty without a post). */
  contentHtml: string;
}

/**
 * A missing post (404) is the page's own message, not an error. The sanitiser is imported here,
 * while the post is fetched, not with the page's modules: it is not needed before the post has
 * arrived, and the route's first load stays within its budget (issue 37).
 */
export function loadBlogDetail(request: Request, id: string): Promise<BlogDetailData> {
  return adminLoad(request, 'the blog', async () => {
    const [blog, { sanitizeHtml }] = await Promise.all([
      blogApi.blog(id, request.signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
      import('../../../lib/sanitize-html.ts'),
    ]);
    return { id, blog, contentHtml: blog ? sanitizeHtml(blog.content) : '' };
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
      return succeeded(savedNotice[blog.status], { dashboardChanged: true });
    },
    (error) => failed(error, 'Failed to upload blog.', 'Failed to upload blog.'),
    'Failed to upload blog:',
  );
}

/** What a save says, by the status it stored (the spec's 'Blog uploaded!' for a published post). */
const savedNotice = {
  published: 'Blog uploaded!',
  draft: 'Draft saved.',
  scheduled: 'Post scheduled.',
} as const;

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
