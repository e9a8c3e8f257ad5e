/**
 * The lists' query strings: a page's size, where it goes on from, and its filters.
 */
import * as v from 'valibot';
import { productStatuses, publicationStatuses } from './api-types.ts';
import { messages, text } from './validation.ts';

/** What a list's query string gets wrong. */
export const listMessages = {
  pageLimit: 'The limit must be a whole number from 1 to 50.',
  pageCursor: 'The cursor is not valid.',
} as const;

/** Blog pages: `GET /api/blogs?limit=N&cursor=C` (query strings arrive as text). */
export const maxBlogPageSize = 50;
/** A page's size as a query string gives it (1 to 50), and where it goes on from. */
const pageLimit = (fallback: string) =>
  v.pipe(
    v.optional(text(), fallback),
    v.regex(/^\d{1,3}$/, listMessages.pageLimit),
    v.transform(Number),
    v.minValue(1, listMessages.pageLimit),
    v.maxValue(maxBlogPageSize, listMessages.pageLimit),
  );
const pageCursor = v.optional(v.pipe(text(), v.maxLength(500, listMessages.pageCursor)));

export const blogPageQuerySchema = v.object({ limit: pageLimit('10'), cursor: pageCursor });
export type BlogPageQuery = v.InferOutput<typeof blogPageQuerySchema>;

/** `GET /api/admin/blogs?status=&limit=&cursor=`: the dashboard's list, drafts too. */
export const blogAdminQuerySchema = v.object({
  limit: pageLimit('20'),
  cursor: pageCursor,
  status: v.optional(v.picklist(publicationStatuses, messages.productStatusFilter)),
});
export type BlogAdminQuery = v.InferOutput<typeof blogAdminQuerySchema>;

/** A list's category filter: a category's id. */
const categoryFilter = v.optional(v.pipe(text(), v.maxLength(64, messages.categoryNotFound)));

/** `GET /api/products?category=&limit=N&cursor=C`: published products in order, of one category or all. */
export const productPageQuerySchema = v.object({
  limit: pageLimit('24'),
  cursor: pageCursor,
  category: categoryFilter,
});
export type ProductPageQuery = v.InferOutput<typeof productPageQuerySchema>;

/** `GET /api/admin/products?q=&category=&status=&limit=&cursor=`: the dashboard's list. */
export const productAdminQuerySchema = v.object({
  limit: pageLimit('24'),
  cursor: pageCursor,
  /** Part of the name, any case. */
  q: v.pipe(v.optional(text(), ''), v.trim(), v.maxLength(100, messages.tooLong('search', 100))),
  category: categoryFilter,
  status: v.optional(v.picklist(productStatuses, messages.productStatusFilter)),
});
export type ProductAdminQuery = v.InferOutput<typeof productAdminQuerySchema>;
