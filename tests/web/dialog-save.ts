import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The name field of a category dialog. */
const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText('Name');
/** The country dialog's field, which suggests the known names. */
export const countryField = (dialog: HTMLElement) => within(dialog).getByRole('combobox');
/** A state or district dialog's field. */
export const placeField = (dialog: HTMLElement) => within(dialog).getByRole('textbox');

/**
 * The dialog named `name` once its content is there: a dialog whose content is a lazy module
 * (the blog form, the category dialog, the product preview) shows its title and a spinner,
 * "Loading <name>…", while it loads (web/features/dashboard/ui/dialog-loading.tsx).
 */
export function openedDialog(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name });
    if (within(dialog).queryByText(`Loading ${name}…`)) throw new Error(`${name} is still loading`);
    return dialog;
  });
}

/**
 * Opens a dialog with the button named `open`, types `value` into its field and clicks Save.
 * Answers the dialog (`dialogName`), for what it shows after the save.
 */
export async function saveInDialog(
  open: string,
  dialogName: string,
  value: string,
  field: (dialog: HTMLElement) => HTMLElement = nameField,
): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: open }));
  const dialog = await openedDialog(dialogName);
  fireEvent.change(field(dialog), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}
