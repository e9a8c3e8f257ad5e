import { describe, expect, it } from 'vitest';
import { isBlankHtml, toStoredHtml } from '../../web/features/dashboard/rich-text/editor-html.ts';
import { imageSrc, linkHref } from '../../web/features/dashboard/rich-text/editor-urls.ts';

describe('toStoredHtml (Quill 2 editor HTML -> saved blog HTML)', () => {
  it("turns Quill's <ol><li data-list> into <ul> and <ol> runs and drops its ui spans", () => {
    const editor =
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>one</li>' +
      '<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>two</li>' +
      '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>first</li></ol>';
    expect(toStoredHtml(editor)).toBe('<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>');
  });

  it('writes typed spaces as plain spaces, never &nbsp;, the way Quill reads them back', () => {
    expect(toStoredHtml('<p>a\u00a0 b&nbsp;c</p>')).toBe('<p>a b c</p>');
    expect(toStoredHtml('<p>&nbsp;<strong>x</strong>&nbsp;</p>')).toBe('<p><strong>x</strong></p>');
    expect(toStoredHtml('<p><em>i</em> <mark>m</mark> </p>')).toBe('<p><em>i</em> <mark>m</mark></p>');
    expect(
      toStoredHtml('<div class="ql-code-block-container"><div class="ql-code-block">a  b</div></div>'),
    ).toBe('<pre>a  b</pre>');
  });

  it('keeps the divider as <hr> and highlights as <mark>', () => {
    expect(toStoredHtml('<p>x</p><hr><p><mark>hi</mark></p>')).toBe('<p>x</p><hr><p><mark>hi</mark></p>');
  });

  it('turns alignment classes into text-align and code blocks into <pre>', () => {
    const editor =
      '<p class="ql-align-center">c</p><h2 class="ql-align-justify">j</h2>' +
      '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">let a = 1;</div>' +
      '<div class="ql-code-block" data-language="plain">a &lt; 2</div></div>';
    expect(toStoredHtml(editor)).toBe(
      '<p style="text-align: center">c</p><h2 style="text-align: justify">j</h2><pre>let a = 1;\na &lt; 2</pre>',
    );
  });

  it('drops images without a web address (refused base64)', () => {
    expect(
      toStoredHtml('<p>a<img src="">b<img src="data:image/png;base64,AAAA"><img src="/x.png"></p>'),
    ).toBe('<p>ab<img src="/x.png"></p>');
  });

  it('stores an empty editor as an empty string', () => {
    expect(toStoredHtml('<p><br></p>')).toBe('');
    expect(isBlankHtml('<p><br></p><p></p>')).toBe(true);
    expect(isBlankHtml('<p><img src="/x.png"></p>')).toBe(false);
  });
});

describe('the link and image prompts', () => {
  it('accept the spec schemes, add http:// to bare addresses, and ignore empty answers', () => {
    expect(linkHref('')).toBeUndefined();
    expect(linkHref('   ')).toBeUndefined();
    expect(linkHref(null)).toBeUndefined();
    expect(linkHref('example.com/a')).toBe('http://example.com/a');
    expect(linkHref('localhost:3000')).toBe('http://localhost:3000');
    for (const url of [
      'https://a.b',
      'ftp://a.b',
      'ftps://a.b',
      'mailto:x@y.z',
      'tel:123',
      'callto:x',
      'sms:1',
      'cid:x',
      'xmpp:a@b',
    ]) {
      expect(linkHref(url)).toBe(url);
    }
    expect(linkHref('javascript:alert(1)')).toBeUndefined();
    expect(linkHref('data:text/html,x')).toBeUndefined();
  });

  it('never accept base64 images', () => {
    expect(imageSrc('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageSrc('https://x.y/a.png')).toBe('https://x.y/a.png');
    expect(imageSrc('/uploads/2026/01/a.png')).toBe('/uploads/2026/01/a.png');
    expect(imageSrc('')).toBeUndefined();
  });
});
