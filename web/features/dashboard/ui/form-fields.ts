/**
 * Reading a submitted form's fields in a `clientAction`, and the field a form sends for the
 * version it read; what the action answers is action-result.ts's.
 */

/**
 * The `version` field a form sends with a save or delete: the version of the item it read
 * (docs/decisions/051), absent when it read none (a new item, or an answer without one).
 */
export function formVersion(form: FormData): number | undefined {
  const text = formText(form, 'version');
  return text === '' ? undefined : Number(text);
}

/** The form field of the version read: '' when there is none. */
export const versionField = (item?: { version?: number }): string =>
  item?.version === undefined ? '' : String(item.version);

/** A field of a submitted form as a string ('' when absent). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
