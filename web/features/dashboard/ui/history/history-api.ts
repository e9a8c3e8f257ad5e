/** The kept versions' calls (docs/decisions/067). Each names its route of shared/routes.ts. */
import type { Blog, Product, Revision, RevisionList } from '../../../../../shared/api-types.ts';
import { callApi } from '../../../../lib/api-client.ts';

/** What keeps versions: a post or a product. */
export type HistoryKind = 'blog' | 'product';

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
  /** The form has changes a restore would replace: the confirmation says so. */
  unsaved: boolean;
  /** The item as the restore saved it, for a form that shows it (the screen's data is read again anyway). */
  onRestored?(item: Item): void;
}

/** The History dialog's title, shown at once while it loads. */
export const historyTitle = (item: HistoryItem) => `History of ${item.title ?? item.name ?? 'this item'}`;

export const historyApi = {
  /** The kept versions, newest first, without their values. */
  versions: (kind: HistoryKind, id: string, signal?: AbortSignal): Promise<RevisionList> =>
    kind === 'blog'
      ? callApi('blog-versions', { parameters: { id }, signal, cache: 'no-store' })
      : callApi('product-versions', { parameters: { id }, signal, cache: 'no-store' }),
  /** One kept version with its value. */
  version: (kind: HistoryKind, id: string, version: number, signal?: AbortSignal): Promise<Revision> => {
    const parameters = { id, version: String(version) };
    return kind === 'blog'
      ? callApi('blog-version-get', { parameters, signal, cache: 'no-store' })
      : callApi('product-version-get', { parameters, signal, cache: 'no-store' });
  },
  /** Saves a kept version as the item's next one; `live` is the version the form opened (409 when stale). */
  restoreBlog: (id: string, version: number, live: number | undefined): Promise<Blog> =>
    callApi('blog-version-restore', {
      parameters: { id, version: String(version) },
      body: { version: live },
    }),
  restoreProduct: (id: string, version: number, live: number | undefined): Promise<Product> =>
    callApi('product-version-restore', {
      parameters: { id, version: String(version) },
      body: { version: live },
    }),
};
