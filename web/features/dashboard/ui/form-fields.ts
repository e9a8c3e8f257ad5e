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

/**
 * What Delete posts for an item of a list: the intent, the item's id, its name when it has one
 * (the notice says it), and the version read.
 */
export const deleteFields = (item: {
  _id: string;
  name?: string;
  version?: number;
}): Record<string, string> => ({
  intent: 'delete',
  id: item._id,
  ...(item.name !== undefined && { name: item.name }),
  version: versionField(item),
});

/** A field of a submitted form as a string ('' when absent). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * What a one-line input holds of `text`: the browser strips line breaks from its value. A
 * form's default must be that, or the form opens already "changed" (and asks before leaving)
 * for a stored text that holds one (the spec's client, or an API call, may have stored it).
 */
export const asInputText = (text: string): string => text.replace(/[\r\n]/g, '');

/** What a textarea holds of `text`: its line breaks as `\n`, which the browser makes of `\r\n` and `\r`. */
export const asTextareaText = (text: string): string => text.replace(/\r\n?/g, '\n');
