import { fireEvent, screen, within } from '@testing-library/react';

/** The name field of a category dialog. */
const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText('Name');
/** The country dialog's field, which suggests the known names. */
export const countryField = (dialog: HTMLElement) => within(dialog).getByRole('combobox');
/** A state or district dialog's field. */
export const placeField = (dialog: HTMLElement) => within(dialog).getByRole('textbox');

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
  const dialog = screen.getByRole('dialog', { name: dialogName });
  fireEvent.change(field(dialog), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}
