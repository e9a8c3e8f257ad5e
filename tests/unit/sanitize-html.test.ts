import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../functions/lib/content/sanitize-html.ts';
import { describeBlogHtmlSanitiser } from './support/blog-html-cases.ts';

describe('the server sanitiser (js-xss, shared policy)', () => {
  describeBlogHtmlSanitiser(sanitizeHtml);

  it('keeps entities in text and escaped ampersands in links as they were', () => {
    const html = '<p>a &amp; b &lt;c&gt; &eacute;</p><a href="https://a.example/?a=1&amp;b=2">x</a>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<p>a &amp; b &lt;c&gt; &eacute;</p>');
    expect(out).toContain('href="https://a.example/?a=1&amp;b=2"');
  });

  it('checks a URL as the browser will decode it, and escapes what it did not decode', () => {
    expect(sanitizeHtml('<a href="jav&#x09ascript:alert(1)">x</a>')).not.toContain('href');
    // `&#38;#106;` decodes once to the text `&#106;`: kept, but escaped so it stays text.
    expect(sanitizeHtml('<a href="&#38;#106;avascript:alert(1)">x</a>')).toContain(
      'href="&amp;#106;avascript:alert(1)"',
    );
  });

  it('removes nested and unclosed dropped elements with everything inside them', () => {
    const html = '<p>a</p><svg><p><style>x</style>y</p><svg></svg>z</svg><p>b</p><script>alert(1)<p>c</p>';
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>');
  });

  it('drops other tags but keeps their text, and writes every attribute quoted and escaped', () => {
    expect(sanitizeHtml('<div><font color=red>words</font></div>')).toBe('words');
    expect(sanitizeHtml(`<img src=https://e.com/a.png alt='"><b>'>`)).toBe(
      '<img src="https://e.com/a.png" alt="&quot;&gt;&lt;b&gt;">',
    );
  });
});
