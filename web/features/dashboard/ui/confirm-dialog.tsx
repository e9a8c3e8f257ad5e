import type { ReactNode } from 'react';
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
