import { useState } from 'react';
import type { Blog } from '../../../../shared/api-types.ts';
import { DeleteDialog } from '../ui/confirm-dialog.tsx';
import { deleteFields } from '../ui/form-fields.ts';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { blogManagerPath } from './blog-actions.ts';

/**
 * 'Delete blog' after a confirmation, posted to the blog manager's clientAction:
 * `startDelete(blog)` asks, `dialog` renders the question, `onDeleted(blog)` runs after success.
 * It takes a whole post, read by the admin route, not a list's summary: the delete sends its
 * `version`, which must be the stored one (docs/decisions/052).
 */
export function useBlogDeletion(onDeleted: (blog: Blog) => void) {
  const [deleting, setDeleting] = useState<Blog | null>(null);
  const remover = useActionFetcher((result) => {
    if (!result.ok || !deleting) return;
    setDeleting(null);
    onDeleted(deleting);
  });
  const dialog = deleting && (
    <DeleteDialog
      title="Delete blog"
      fetcher={remover}
      fields={deleteFields(deleting)}
      action={blogManagerPath}
      onClose={() => setDeleting(null)}
    >
      <p>
        Delete the blog <strong>{deleting.title}</strong>? It disappears from the website. This cannot be
        undone.
      </p>
    </DeleteDialog>
  );
  return { startDelete: setDeleting, dialog };
}
