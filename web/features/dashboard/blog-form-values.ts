import type { Blog } from '../../../shared/api-types.ts';
import { blogInputSchema, v } from '../../../shared/validation.ts';

export interface BlogFormValues {
  title: string;
  date: string;
  author: string;
  /** Comma separated, as typed. */
  tags: string;
  content: string;
}

export type BlogFormErrors = Partial<Record<keyof BlogFormValues, string>>;

const today = () => new Date().toISOString().slice(0, 10);

export function blogFormValues(blog?: Blog): BlogFormValues {
  if (!blog) return { title: '', date: today(), author: '', tags: '', content: '' };
  return {
    title: blog.title,
    date: blog.date,
    author: blog.author,
    tags: blog.tags.join(', '),
    content: blog.content,
  };
}

/** The shared blog schema's messages, one per field (title, date and author are required). */
export function blogFormErrors(values: BlogFormValues): BlogFormErrors {
  const result = v.safeParse(blogInputSchema, { ...values, image: '' });
  if (result.success) return {};
  const errors: BlogFormErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as keyof BlogFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
