/**
 * Text made safe to put inside XML or HTML, in element content or a quoted attribute: the
 * five characters that could end a value or start markup become entities.
 */
export const escapeMarkup = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] as string,
  );
