import { lazy, Suspense } from 'react';
import type { HistoryItem, ItemHistoryProps } from './history-api.ts';

// The History button and what it opens load after the form (issue 37): the product form's first
// load is at its budget. Until then the button shows, unavailable, where it will be.
const ItemHistory = lazy(() =>
  import('./item-history.tsx').then((module) => ({ default: module.ItemHistory })),
);

/**
 * A form's History (docs/decisions/067): the item's kept versions (who saved each, when in
 * India's time, what changed), a word diff of the text, and Restore. One line mounts it in the
 * blog form and the product form.
 */
export function HistoryControl<Item extends HistoryItem>(props: ItemHistoryProps<Item>) {
  return (
    <Suspense
      fallback={
        <div className="dash-history">
          <button type="button" className="dash-button dash-button--secondary dash-button--small" disabled>
            History
          </button>
        </div>
      }
    >
      <ItemHistory {...(props as ItemHistoryProps<HistoryItem>)} />
    </Suspense>
  );
}
