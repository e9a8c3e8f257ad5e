import { lazy, Suspense, useState } from 'react';
import type { Blog } from '../../../../shared/api-types.ts';
import { DialogLoading } from '../ui/dialog-loading.tsx';
import { blogFormTitle } from './blog-actions.ts';
import type { BlogFormProps } from './blog-form.tsx';

// The form, with its checks and the cover's upload, loads when it first opens (issue 37).
const BlogForm = lazy(() => import('./blog-form.tsx').then((module) => ({ default: module.BlogForm })));

/**
 * The blog form ('Upload Blog', 'Edit Blog') of the blog manager and of a post's page. A
 * version restored from its History (docs/decisions/067) starts the form again from the
 * restored post: its fields and its editor, and the version its next save sends.
 */
export function BlogFormDialog(props: BlogFormProps) {
  const [restored, setRestored] = useState<Blog>();
  const blog = restored ?? props.blog;
  return (
    <Suspense fallback={<DialogLoading title={blogFormTitle(blog)} onClose={props.onClose} size="wide" />}>
      <BlogForm key={restored?.version ?? 'opened'} {...props} blog={blog} onRestored={setRestored} />
    </Suspense>
  );
}
