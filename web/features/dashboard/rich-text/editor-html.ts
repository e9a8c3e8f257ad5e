/**
 * Quill 2 keeps its own markup in the editor (`<ol><li data-list="bullet">`, `ql-ui`
 * spans, `ql-align-*` classes, code blocks as `<div>`s). The blog is stored as clean
 * semantic HTML that the public page shows without Quill's CSS, and that Quill reads back
 * into exactly the same document. These pure functions do that conversion (browser DOM,
 * no Quill import, so they are tested on their own).
 */

const alignments = ['center', 'right', 'justify'] as const;
const listTags: Record<string, 'ul' | 'ol'> = { bullet: 'ul', ordered: 'ol', checked: 'ul', unchecked: 'ul' };

/** Editor HTML (`quill.root.innerHTML`) -> the HTML saved with the blog; '' for an empty post. */
export function toStoredHtml(editorHtml: string): string {
  const root = document.createElement('template');
  root.innerHTML = editorHtml;
  const content = root.content;

  for (const ui of content.querySelectorAll('.ql-ui')) ui.remove();
  // Quill blanks the src of images it refuses (pasted base64): such images are dropped.
  for (const image of content.querySelectorAll('img')) {
    if (!image.getAttribute('src') || image.getAttribute('src')?.startsWith('data:')) image.remove();
  }
  for (const list of content.querySelectorAll('ol, ul')) splitListByType(list);
  for (const container of content.querySelectorAll('.ql-code-block-container')) replaceCodeBlock(container);
  for (const element of content.querySelectorAll('*')) cleanAttributes(element);
  normaliseSpaces(content);

  const html = root.innerHTML.trim();
  return isBlankHtml(html) ? '' : html;
}

/** True when the HTML holds no text and no embeds (Quill's empty document is `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  return /^(<p>(<br>)?<\/p>\s*)*$/.test(html.trim());
}

/**
 * Quill writes every list as one `<ol>` whose items say their type in `data-list`. Runs of
 * items of one type become one `<ul>` or `<ol>` with plain `<li>`s.
 */
function splitListByType(list: Element): void {
  const items = [...list.children].filter((child) => child.tagName === 'LI');
  if (!items.some((item) => item.hasAttribute('data-list'))) return;
  const parent = list.parentNode;
  if (!parent) return;
  let current: HTMLElement | null = null;
  let currentType = '';
  for (const item of items) {
    const type = item.getAttribute('data-list') ?? (list.tagName === 'UL' ? 'bullet' : 'ordered');
    if (!current || type !== currentType) {
      current = document.createElement(listTags[type] ?? 'ul');
      currentType = type;
      parent.insertBefore(current, list);
    }
    item.removeAttribute('data-list');
    current.append(item);
  }
  list.remove();
}

/** `<div class="ql-code-block-container"><div class="ql-code-block">line</div>…` -> `<pre>line\n…</pre>`. */
function replaceCodeBlock(container: Element): void {
  const pre = document.createElement('pre');
  const lines = [...container.querySelectorAll('.ql-code-block')].map((line) => line.textContent ?? '');
  pre.textContent = lines.join('\n');
  container.replaceWith(pre);
}

/** Alignment classes become inline `text-align` (Quill reads that back as the same format); editor-only attributes go. */
function cleanAttributes(element: Element): void {
  const alignClass = alignments.find((align) => element.classList.contains(`ql-align-${align}`));
  if (alignClass) element.setAttribute('style', `text-align: ${alignClass}`);
  for (const className of [...element.classList]) {
    if (className.startsWith('ql-')) element.classList.remove(className);
  }
  if (element.classList.length === 0) element.removeAttribute('class');
  for (const attribute of ['contenteditable', 'spellcheck', 'data-language'])
    element.removeAttribute(attribute);
}

const lineTags = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'DIV']);
const isLine = (node: Node | null): boolean => node instanceof Element && lineTags.has(node.tagName);

/**
 * Typed spaces are plain spaces: no `&nbsp;` in the saved post. Spaces are then written
 * the way Quill reads them back (one space for a run, none at the start or end of a
 * line), which is also how a browser shows them, so a post reopens unchanged.
 */
function normaliseSpaces(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('pre')) continue;
    let value = (text.nodeValue ?? '').replaceAll('\u00a0', ' ').replace(/ {2,}/g, ' ');
    const parentIsLine = isLine(text.parentNode);
    if ((!text.previousSibling && parentIsLine) || isLine(text.previousSibling))
      value = value.replace(/^ /, '');
    if ((!text.nextSibling && parentIsLine) || isLine(text.nextSibling)) value = value.replace(/ $/, '');
    if (value) text.nodeValue = value;
    else text.remove();
  }
}
