import { type ReactNode, useEffect, useId, useRef } from 'react';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide dialogs hold the blog form; a full one a preview of a public page at its own width. */
  size?: 'small' | 'wide' | 'full';
  /** For dialogs whose purpose is a warning (confirmations). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: labelled by its title, focus moves in and stays in (Tab wraps), Escape
 * and the close button close it, and focus returns to whatever opened it.
 */
export function Modal({ title, onClose, children, size = 'small', role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    // A dialog opened over another one (a confirmation) handles its keys alone.
    if (event.key === 'Escape' || event.key === 'Tab') event.stopPropagation();
    if (event.key === 'Escape') {
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    if (items.length === 0) return;
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (
      event.shiftKey &&
      (document.activeElement === firstItem || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  }

  return (
    <div className="dash-modal-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog (a prop); the key handler is the focus trap */}
      <div
        ref={dialogRef}
        className={`dash-modal dash-modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dash-modal__header">
          <h2 id={titleId} className="dash-modal__title">
            {title}
          </h2>
          <button type="button" className="dash-icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dash-modal__body">{children}</div>
      </div>
    </div>
  );
}
