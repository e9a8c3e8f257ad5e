import type { Autosave, AutosaveKind, AutosaveValue } from '../../../../../shared/api-types.ts';

/**
 * The editor's copies of a form's unsaved state (docs/decisions/069): one in this browser's
 * storage, written a moment after each change, and one on the server (the autosave routes),
 * a few seconds after the typing stops. Only the dashboard holds this module: public pages
 * store nothing in the browser.
 */
export type DraftValue = AutosaveValue;
export interface DraftCopy {
  value: DraftValue;
  /** ISO-8601 UTC, when the copy was made. */
  savedAt: string;
  /** The item's version the form was opened at (absent for a new item). */
  baseVersion?: number;
}

/** Which form a copy belongs to: an item of a kind (`new` for one never saved), and whose it is. */
export interface DraftPlace {
  kind: AutosaveKind;
  /** The item's id; absent for a new one. */
  id?: string;
  /** The signed-in admin's address: another admin on the same browser never sees it. */
  admin: string;
}

export const autosaveItemId = (place: DraftPlace): string => place.id ?? 'new';

/** The browser storage key of a form's copy. */
export const draftStorageKey = (place: DraftPlace): string =>
  `pawcraft-draft:${place.admin.toLowerCase()}:${place.kind}:${autosaveItemId(place)}`;

/** Fields that are the form's bookkeeping, not the owner's writing: never compared or restored. */
const bookkeeping = new Set(['id', 'version', 'intent', 'status']);

/** The owner's fields of a form's value: empty text and an absent field alike, lists as text. */
function writing(value: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) {
    if (bookkeeping.has(name) || field === undefined || field === null) continue;
    const text = typeof field === 'string' ? field : JSON.stringify(field);
    if (text !== '' && text !== '[]') fields[name] = text;
  }
  return fields;
}

/** Whether two values of a form hold the same writing (its bookkeeping aside). */
export function sameWriting(one: Record<string, unknown>, other: Record<string, unknown>): boolean {
  const [a, b] = [writing(one), writing(other)];
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => a[name] === b[name]);
}

/** The form's value as a copy keeps it: its writing, without its bookkeeping. */
export function draftValueOf(value: Record<string, unknown>): DraftValue {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([name, field]) => !bookkeeping.has(name) && field !== undefined && field !== null,
    ),
  ) as DraftValue;
}

/** The copy this browser keeps, or undefined (none, unreadable, or storage refused). */
export function readBrowserCopy(place: DraftPlace, storage: Storage = localStorage): DraftCopy | undefined {
  try {
    const text = storage.getItem(draftStorageKey(place));
    if (!text) return undefined;
    const copy = JSON.parse(text) as Partial<DraftCopy>;
    return copy && typeof copy.value === 'object' && typeof copy.savedAt === 'string'
      ? (copy as DraftCopy)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the copy in this browser; false when the storage refused it (full, or turned off). */
export function writeBrowserCopy(
  place: DraftPlace,
  copy: DraftCopy,
  storage: Storage = localStorage,
): boolean {
  try {
    storage.setItem(draftStorageKey(place), JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function clearBrowserCopy(place: DraftPlace, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftStorageKey(place));
  } catch {
    // Storage turned off: there is no copy to clear.
  }
}

/**
 * The copy to offer when the form opens: the newer of the browser's and the server's, when
 * its writing differs from the item as stored (`stored`, the form's opening value). A copy
 * equal to the stored item is nothing to recover.
 */
export function copyToOffer(
  browser: DraftCopy | undefined,
  server: Pick<Autosave, 'value' | 'savedAt' | 'baseVersion'> | undefined | null,
  stored: Record<string, unknown>,
): DraftCopy | undefined {
  const newest = [browser, server ?? undefined]
    .filter((copy): copy is DraftCopy => copy !== undefined)
    .sort((one, other) => Date.parse(other.savedAt) - Date.parse(one.savedAt))[0];
  return newest && !sameWriting(newest.value, stored) ? newest : undefined;
}
