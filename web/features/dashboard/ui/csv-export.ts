/**
 * The dashboard's CSV exports (the contact messages, the Insights tables): every cell quoted
 * and defused, written by Papa Parse, which is loaded only when an export's button is pressed
 * (docs/decisions/055), and handed to the browser as a download.
 */

/**
 * Where a spreadsheet may begin a cell inside our text: the cell's start, and right after any
 * character some importer splits on (`,`, `;`, tab, CR, LF), past the spaces and quotes it
 * would drop. Visitors write these texts, so a formula trigger there (= + - @, or a tab or
 * CR, which some programs strip before reading one) gets a leading apostrophe, which
 * spreadsheets take as "this is text". A quote-aware importer never splits inside our quoted
 * cells; this is for the ones that split on a tab or `;` and ignore quotes (issue 38, item 5).
 */
const formulaStart = /(?<=^|[,;\t\r\n])[ "]*(?=[=+\-@\t\r])/g;

/** The cell's text with every place a formula could start defused (see `formulaStart`). */
export const defuseFormulas = (text: string): string => text.replace(formulaStart, "'$&");

/**
 * Rows of texts as CSV (RFC 4180, CRLF) under their column names: every cell quoted, so there
 * is no list of characters that need quotes to get wrong, as ours got a tab wrong.
 */
export async function textsToCsv(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<string> {
  const { default: papa } = await import('papaparse');
  return papa.unparse(
    { fields: [...columns], data: rows.map((row) => row.map(defuseFormulas)) },
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
