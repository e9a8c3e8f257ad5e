/** Longest description a search result or link preview shows in full. */
const summaryLength = 160;

/**
 * Rich text's first words as plain text, for a meta description: the HTML of a post or
 * a product's description without tags and entities, cut at a word near 160 characters.
 */
export function summaryText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entityText[entity])
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= summaryLength) return text;
  const cut = text.slice(0, summaryLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : summaryLength)}…`;
}
const entityText: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
