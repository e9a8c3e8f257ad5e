/** Wraps drawn elements in a complete, accessible SVG document. */
export interface SvgDocument {
  width: number;
  height: number;
  /** Names the subject: read by screen readers and shown as a tooltip. */
  title: string;
  body: string;
  defs?: string;
}

/**
 * Cuts computed coordinates (three or more decimals) to one decimal: smaller files, same drawing.
 * Hand-written scales such as 0.78 keep their two decimals.
 */
const roundNumbers = (markup: string) => markup.replace(/(\.\d)\d{2,}/g, '$1');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function svgDocument({ width, height, title, body, defs }: SvgDocument): string {
  const defsBlock = defs ? `<defs>${defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeText(title)}</title>${roundNumbers(defsBlock + body)}</svg>\n`
  );
}
