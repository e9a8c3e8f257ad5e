import { type ReactNode, useState } from 'react';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action; the dialog stays open (busy) until it settles. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before something destructive; Cancel has the focus so Enter does no harm. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal title={title} onClose={onClose} role="alertdialog">
      <div className="dash-confirm__text">{children}</div>
      <div className="dash-form__actions">
        <button type="button" className="dash-button dash-button--secondary" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button type="button" className="dash-button dash-button--danger" onClick={confirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
