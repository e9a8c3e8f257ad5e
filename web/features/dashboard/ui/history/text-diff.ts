import { diffWords } from 'diff';

/** A run of words the two texts share, or that only the older (`removed`) or newer (`added`) has. */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** The word diff (jsdiff) from `before` to `after`; whitespace between words is no change of its own. */
export const wordDiff = (before: string, after: string): DiffPart[] =>
  diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));

const blockEnds = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, br, tr';

/**
 * The text a reader sees of stored HTML, a line per block, to compare by words. Parsed as an
 * inert document (DOMParser runs no script and loads nothing), never put in the page.
 */
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const block of body.querySelectorAll(blockEnds)) block.after('\n');
  return body.textContent?.replace(/\n{3,}/g, '\n\n').trim() ?? '';
}
