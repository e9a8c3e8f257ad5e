import type { ContactMessage } from '../../../../shared/api-types.ts';
import {
  attributionColumns,
  attributionLabels,
  attributionText,
} from '../../../../shared/enquiry-attribution.ts';
import { oneLine } from '../../../../shared/single-line-text.ts';

const columns = [
  'S no',
  'Name',
  'Contact',
  'Email',
  'Message',
  'Product',
  'Quantity',
  'Destination',
  'Received',
  'Status',
  // Where the buyer came from (docs/decisions/068), after the columns the export always had.
  ...attributionColumns.map((column) => attributionLabels[column]),
] as const;

/**
 * Where a spreadsheet may begin a cell inside our text: the cell's start, and right after any
 * character some importer splits on (`,`, `;`, tab, CR, LF), past the spaces and quotes it
 * would drop. Visitors write these messages, so a formula trigger there (= + - @, or a tab or
 * CR, which some programs strip before reading one) gets a leading apostrophe, which
 * spreadsheets take as "this is text". A quote-aware importer never splits inside our quoted
 * cells; this is for the ones that split on a tab or `;` and ignore quotes (issue 38, item 5).
 */
const formulaStart = /(?<=^|[,;\t\r\n])[ "]*(?=[=+\-@\t\r])/g;

/** The cell's text with every place a formula could start defused (see `formulaStart`). */
export const defuseFormulas = (text: string): string => text.replace(formulaStart, "'$&");

/** A message as the export's row of texts, in `columns` order; fields meant as one line are made one. */
function rowOf(message: ContactMessage, index: number): string[] {
  return [
    String(index + 1),
    oneLine(message.name),
    oneLine(message.contact),
    oneLine(message.email),
    message.message,
    oneLine(message.product?.name ?? ''),
    oneLine(message.quantity ?? ''),
    oneLine(message.country ?? ''),
    message.createdAt ?? '',
    message.status ?? '',
    ...attributionColumns.map((column) => oneLine(attributionText(message.attribution, column))),
  ];
}

/**
 * The messages as CSV (RFC 4180, CRLF). Papa Parse writes it, loaded only when the export's
 * button is pressed (docs/decisions/055): every cell quoted, so there is no list of characters
 * that need quotes to get wrong, as ours got a tab wrong.
 */
export async function contactsToCsv(messages: readonly ContactMessage[]): Promise<string> {
  const { default: papa } = await import('papaparse');
  return papa.unparse(
    {
      fields: [...columns],
      data: messages.map((message, index) => rowOf(message, index).map(defuseFormulas)),
    },
    { quotes: true, newline: '\r\n' },
  );
}

/** Hands the text to the browser as a file download. */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
