import { useState } from 'react';
import type { BlogSummary } from '../../../../shared/api-types.ts';
import { versionField } from '../ui/action-result.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { blogManagerPath } from './blog-actions.ts';

/**
 * 'Delete blog' after a confirmation, posted to the blog manager's clientAction:
 * `startDelete(blog)` asks, `dialog` renders the question, `onDeleted(blog)` runs after success.
 */
export function useBlogDeletion(onDeleted: (blog: BlogSummary) => void) {
  const [deleting, setDeleting] = useState<BlogSummary | null>(null);
  const remover = useActionFetcher((result) => {
    if (!result.ok || !deleting) return;
    setDeleting(null);
    onDeleted(deleting);
  });
  const dialog = deleting && (
    <ConfirmDialog
      title="Delete blog"
      confirmLabel="Delete"
      busy={remover.state !== 'idle'}
      onConfirm={() =>
        remover.submit(
          { intent: 'delete', id: deleting._id, version: versionField(deleting) },
          { method: 'post', action: blogManagerPath },
        )
      }
      onClose={() => setDeleting(null)}
    >
      <p>
        Delete the blog <strong>{deleting.title}</strong>? It disappears from the website. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
  return { startDelete: setDeleting, dialog };
}
