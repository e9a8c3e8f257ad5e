import type { Blog } from '../../../shared/api-types.ts';

/** Blog card titles longer than this are cut, with an ellipsis (spec section 9). */
export const blogTitleLimit = 25;

export const cutTitle = (title: string, limit = blogTitleLimit): string =>
  title.length > limit ? `${title.slice(0, limit)}...` : title;

export const blogBadge = (blog: Pick<Blog, 'tags'>): string => blog.tags?.[0] || 'Blog';

/** `YYYY-MM-DD` as e.g. "12 Nov 2026", without a time-zone shift. */
export function formatBlogDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
