/** The blog manager's calls. Each names its route of shared/routes.ts; `callApi` encodes the ids. */

import type * as v from 'valibot';
import type { BlogSummary, Page, PublicationStatus } from '../../../../shared/api-types.ts';
import type { blogChangesSchema, blogInputSchema } from '../../../../shared/post-rules.ts';
import { callApi, versionQuery } from '../../../lib/api-client.ts';

/** Blogs per page of the blog manager. */
export const blogPageSize = 20;

/**
 * `GET /api/admin/blogs?status=&limit=&cursor=`: a page of summaries, drafts and scheduled posts
 * too (or those of one status), never from a cache.
 */
function blogPage(
  status: '' | PublicationStatus,
  cursor?: string,
  signal?: AbortSignal,
): Promise<Page<BlogSummary>> {
  const query = new URLSearchParams({ limit: String(blogPageSize) });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return callApi('blogs-admin-list', { query, signal, cache: 'no-store' });
}

export const blogApi = {
  blogPage,
  /**
   * The admin read of one post, not the public `GET /api/blogs/{id}`: the edit form sends its
   * `version` back, and a cached public copy would make that save a false 409 (ADR 052).
   */
  blog: (id: string, signal?: AbortSignal) =>
    callApi('blog-admin-get', { parameters: { id }, signal, cache: 'no-store' }),
  /** A new post as the API takes it (its cover already uploaded: its key). */
  createBlog: (blog: v.InferInput<typeof blogInputSchema>) => callApi('blog-create', { body: blog }),
  /** Every field of the post, with the `version` the form read: a stale one is the API's 409. */
  updateBlog: (id: string, blog: v.InferInput<typeof blogChangesSchema>) =>
    callApi('blog-update', { parameters: { id }, body: blog }),
  deleteBlog: (id: string, version?: number) =>
    callApi('blog-delete', { parameters: { id }, query: versionQuery(version) }),
};
