import { describe, expect, it } from 'vitest';
import { toStoredHtml } from '../../web/features/dashboard/rich-text/editor-html.ts';

/** Loads stored HTML into a real Quill (with the dashboard's formats) and reads it back. */
async function throughQuill(stored: string): Promise<string> {
  const { Quill } = await import('../../web/features/dashboard/rich-text/quill-formats.ts');
  const host = document.createElement('div');
  document.body.append(host);
  const quill = new Quill(host, {});
  quill.clipboard.dangerouslyPasteHTML(stored, 'api');
  const html = toStoredHtml(quill.root.innerHTML);
  host.remove();
  return html;
}

describe('saved blog HTML opens in the editor unchanged', () => {
  it('keeps spaces as Quill reads them', async () => {
    const typed = toStoredHtml('<p>two\u00a0 spaces&nbsp;<em>x</em>&nbsp;</p><p> lead</p>');
    expect(await throughQuill(typed)).toBe(typed);
  });

  it('keeps every format of the toolbar through a round trip', async () => {
    const stored = [
      '<h1>Title</h1>',
      '<h2 style="text-align: center">Centred</h2>',
      '<h3>Small</h3>',
      '<p>a <strong>b</strong> <em>i</em> <s>s</s> <code>c</code> <u>u</u> <sup>2</sup> <sub>n</sub> <mark>hl</mark></p>',
      '<pre>const a = 1;\nif (a &lt; 2) {}</pre>',
      '<ul><li>one</li><li>two</li></ul>',
      '<ol><li>first</li><li>second</li></ol>',
      '<blockquote>quoted</blockquote>',
      '<hr>',
      '<p><img src="https://example.com/a.png"></p>',
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a></p>',
      '<p style="text-align: right">right</p>',
      '<p style="text-align: justify">justified text</p>',
    ].join('');
    expect(await throughQuill(stored)).toBe(stored);
  });
});
