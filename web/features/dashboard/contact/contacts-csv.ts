import type { ContactMessage } from '../../../../shared/api-types.ts';
import {
  attributionColumns,
  attributionLabels,
  attributionText,
} from '../../../../shared/enquiry-attribution.ts';
import { oneLine } from '../../../../shared/single-line-text.ts';
import { textsToCsv } from '../ui/csv-export.ts';

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
 * The messages as CSV (RFC 4180, CRLF), every cell quoted and defused (ui/csv-export.ts),
 * Papa Parse loaded only when the export's button is pressed (docs/decisions/055).
 */
export const contactsToCsv = (messages: readonly ContactMessage[]): Promise<string> =>
  textsToCsv(columns, messages.map(rowOf));
