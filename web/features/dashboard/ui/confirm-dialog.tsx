import type { ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmed action is under way: the button says so and waits. */
  busy?: boolean;
}

/** Asks before something destructive; Cancel has the focus so Enter does no harm. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose} role="alertdialog">
      <div className="dash-confirm__text">{children}</div>
      <div className="dash-form__actions">
        <button type="button" className="dash-button dash-button--secondary" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button type="button" className="dash-button dash-button--danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

interface DeleteDialogProps {
  title: string;
  children: ReactNode;
  /** What the delete goes through (a `useActionFetcher`): busy while it is under way. */
  fetcher: Pick<FetcherWithComponents<unknown>, 'state' | 'submit'>;
  /** The form fields Delete posts: the item's id and the version read, as the action wants. */
  fields: Record<string, string>;
  /** The route whose action deletes; the current route's when absent. */
  action?: string;
  onClose: () => void;
}

/** Asks before a delete; Delete posts `fields` to the action and waits for it. */
export function DeleteDialog({ title, children, fetcher, fields, action, onClose }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Delete"
      busy={fetcher.state !== 'idle'}
      onConfirm={() => fetcher.submit(fields, { method: 'post', action })}
      onClose={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
