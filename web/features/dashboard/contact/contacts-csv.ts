import type { ContactMessage } from '../../../../shared/api-types.ts';

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
] as const;

/**
 * One CSV cell (RFC 4180 quoting). A leading = + - @ would make a spreadsheet run the
 * cell as a formula, and visitors write these messages: such cells get a leading quote.
 * Quoted whenever it holds a separator (`,`, or `;`, which spreadsheets in many locales
 * split on), a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function contactsToCsv(messages: readonly ContactMessage[]): string {
  const rows = messages.map((m, index) =>
    [
      String(index + 1),
      m.name,
      m.contact,
      m.email,
      m.message,
      m.product?.name ?? '',
      m.quantity ?? '',
      m.country ?? '',
      m.createdAt ?? '',
      m.status ?? '',
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[columns.join(','), ...rows].join('\r\n')}\r\n`;
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
