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

/** Longest description a search result or link preview shows in full. */
const summaryLength = 160;

/**
 * A post's first words as plain text, for its meta description: the article's HTML without
 * tags and entities, cut at a word near 160 characters.
 */
export function blogSummaryText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entityText[entity])
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= summaryLength) return text;
  const cut = text.slice(0, summaryLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : summaryLength)}…`;
}
const entityText: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
