import { lazy, Suspense, useState } from 'react';
import { DialogLoading } from '../ui/dialog-loading.tsx';
import type { HistoryKind } from './history-api.ts';

// The dialog, with the word diff (jsdiff), loads when History is first pressed (issue 37).
const HistoryDialog = lazy(() =>
  import('./history-dialog.tsx').then((module) => ({ default: module.HistoryDialog })),
);

/** What the History of a form needs of its item. */
export interface HistoryItem {
  _id: string;
  /** Every answer of the API carries it (docs/decisions/051). */
  version?: number;
  title?: string;
  name?: string;
}

export interface ItemHistoryProps<Item extends HistoryItem> {
  kind: HistoryKind;
  /** The item as the form opened it: its `version` goes with a restore (409 when stale). */
  item: Item;
  /** The route whose clientAction restores (its `restoreVersion`); the current route's when absent. */
  action?: string;
  /** The form has changes a restore would replace: the confirmation says so. */
  unsaved: boolean;
  /** The item as the restore saved it, for a form that shows it (the screen's data is read again anyway). */
  onRestored?(item: Item): void;
}

/** The dialog's title, shown at once while it loads. */
export const historyTitle = (item: HistoryItem) => `History of ${item.title ?? item.name ?? 'this item'}`;

/**
 * A form's History (docs/decisions/067): a button that opens the item's kept versions in a
 * dialog (who saved each, when in India's time, what changed), a word diff of the text, and
 * Restore. One line mounts it in the blog form and the product form.
 */
export function ItemHistory<Item extends HistoryItem>(props: ItemHistoryProps<Item>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="dash-history">
      <button
        type="button"
        className="dash-button dash-button--secondary dash-button--small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        History
      </button>
      {open && (
        <Suspense fallback={<DialogLoading title={historyTitle(props.item)} onClose={close} size="wide" />}>
          <HistoryDialog {...props} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
