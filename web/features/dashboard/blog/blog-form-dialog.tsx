import { lazy, Suspense } from 'react';
import { DialogLoading } from '../ui/dialog-loading.tsx';
import { blogFormTitle } from './blog-actions.ts';
import type { BlogFormProps } from './blog-form.tsx';

// The form, with its checks and the cover's upload, loads when it first opens (issue 37).
const BlogForm = lazy(() => import('./blog-form.tsx').then((module) => ({ default: module.BlogForm })));

/** The blog form ('Upload Blog', 'Edit Blog') of the blog manager and of a post's page. */
export function BlogFormDialog(props: BlogFormProps) {
  return (
    <Suspense
      fallback={<DialogLoading title={blogFormTitle(props.blog)} onClose={props.onClose} size="wide" />}
    >
      <BlogForm {...props} />
    </Suspense>
  );
}
