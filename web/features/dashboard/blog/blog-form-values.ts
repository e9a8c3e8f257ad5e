import type { Blog } from '../../../../shared/api-types.ts';
import { isSlug, maxSlugLength } from '../../../../shared/site-urls.ts';
import { blogInputSchema, v } from '../../../../shared/validation.ts';

export interface BlogFormValues {
  title: string;
  /** The post's URL segment: `/blog/<slug>`. */
  slug: string;
  date: string;
  author: string;
  /** Comma separated, as typed. */
  tags: string;
  content: string;
}

export type BlogFormErrors = Partial<Record<keyof BlogFormValues, string>>;

/** The browser's check of the URL field (the server checks it again, and that it is free). */
export const slugMessage = `Use lower-case letters, digits and single dashes, at most ${maxSlugLength} characters.`;

const today = () => new Date().toISOString().slice(0, 10);

export function blogFormValues(blog?: Blog): BlogFormValues {
  if (!blog) return { title: '', slug: '', date: today(), author: '', tags: '', content: '' };
  return {
    title: blog.title,
    slug: blog.slug ?? '',
    date: blog.date,
    author: blog.author,
    tags: blog.tags.join(', '),
    content: blog.content,
  };
}

/** The shared blog schema's messages, one per field (title, date and author are required), and the URL's. */
export function blogFormErrors(values: BlogFormValues): BlogFormErrors {
  const errors: BlogFormErrors = {};
  const result = v.safeParse(blogInputSchema, { ...values, image: '' });
  if (!result.success) {
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key as keyof BlogFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!isSlug(values.slug)) errors.slug = slugMessage;
  return errors;
}
