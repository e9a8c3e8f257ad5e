/**
 * Fields a person writes on one line (a name, a contact number, an email address, a quantity,
 * a country, a product's name): the contact schema refuses a line break in them, and wherever
 * they are written into a line of their own (the enquiry's email, the CSV export) they are
 * made one line again, since messages stored before that rule may hold one (issue 38, item 5).
 */

/**
 * What starts a new line in a mail reader, a terminal or a spreadsheet's importer: CR, LF,
 * vertical tab, form feed, NEL and the Unicode line and paragraph separators. A tab is not
 * among them: pasting from a spreadsheet leaves one, and it ends no line.
 */
export const lineBreak = /[\n\v\f\r\u0085\u2028\u2029]/;

/** The text on one line: every run of control characters and line or paragraph separators becomes one space. */
export const oneLine = (text: string): string => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
