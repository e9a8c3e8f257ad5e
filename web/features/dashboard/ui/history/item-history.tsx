import { lazy, Suspense, useState } from 'react';
import { DialogLoading } from '../dialog-loading.tsx';
import { type HistoryItem, historyTitle, type ItemHistoryProps } from './history-api.ts';

// The dialog, with the word diff (jsdiff), loads when History is first pressed (issue 37).
const HistoryDialog = lazy(() =>
  import('./history-dialog.tsx').then((module) => ({ default: module.HistoryDialog })),
);

/** The History button (history-control.tsx mounts it), and the dialog it opens. */
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
