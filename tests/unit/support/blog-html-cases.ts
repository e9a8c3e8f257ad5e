import { expect, it } from 'vitest';

/**
 * What both blog-HTML sanitisers must do with the shared allowlist: the server's
 * (js-xss) and the browser's (DOMPurify) run the same cases.
 */
export function describeBlogHtmlSanitiser(sanitize: (html: string) => string | Promise<string>): void {
  const parse = async (html: string) => (await sanitize(html)).replace(/\s+/g, ' ');

  it('removes scripts and styles with their content', async () => {
    const out = await parse('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>');
    expect(out).toContain('<p>Hi</p>');
    expect(out).not.toMatch(/script|alert|style|color/);
  });

  it('removes event handlers', async () => {
    const out = await parse('<p onclick="steal()">x</p><img src="https://e.com/a.png" onerror="steal()">');
    expect(out).not.toMatch(/onclick|onerror|steal/);
    expect(out).toContain('src="https://e.com/a.png"');
  });

  it('removes javascript: and data: links, whatever their spelling', async () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      const out = await parse(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/href=/);
    }
  });

  it('removes base64 (data:) images and protocol-relative sources', async () => {
    const out = await parse('<img src="data:image/png;base64,iVBORw0KGgo="><img src="//evil.example/x.png">');
    expect(out).not.toMatch(/data:|evil/);
  });

  it('removes svg and math with what is inside them', async () => {
    const out = await parse(
      '<p>a</p><svg><script>alert(1)</script><circle onload="x()"/></svg><math><mi>x</mi></math>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it("keeps the editor's formats", async () => {
    const html =
      '<h1>T</h1><h6>t</h6><p><strong>b</strong><b>b</b><em>i</em><i>i</i><s>s</s><u>u</u><code>c</code>' +
      '<sup>1</sup><sub>2</sub><mark>m</mark><br></p><pre>code</pre><blockquote>q</blockquote><hr>' +
      '<ol start="3"><li>one</li></ol><ul><li>two</li></ul>' +
      '<p class="ql-align-center">c</p><h2 style="text-align: right;">r</h2><span class="ql-align-justify">j</span>' +
      '<img src="/uploads/2026/01/a.png" alt="A" title="T">';
    const out = await parse(html);
    for (const piece of [
      '<h1>T</h1>',
      '<h6>t</h6>',
      '<strong>b</strong>',
      '<b>b</b>',
      '<em>i</em>',
      '<i>i</i>',
      '<s>s</s>',
      '<u>u</u>',
      '<code>c</code>',
      '<sup>1</sup>',
      '<sub>2</sub>',
      '<mark>m</mark>',
      '<pre>code</pre>',
      '<blockquote>q</blockquote>',
      '<ol start="3"><li>one</li></ol>',
      '<ul><li>two</li></ul>',
      '<p class="ql-align-center">c</p>',
      '<span class="ql-align-justify">j</span>',
      'src="/uploads/2026/01/a.png"',
      'alt="A"',
      'title="T"',
    ])
      expect(out, piece).toContain(piece);
    expect(out).toMatch(/<hr ?\/?>/);
    expect(out).toMatch(/<br ?\/?>/);
    expect(out).toMatch(/<h2 style="text-align: ?right;?">r<\/h2>/);
  });

  it('drops other classes and styles', async () => {
    const out = await parse(
      '<p class="ql-align-center evil" style="text-align:center;position:fixed">x</p><p style="color:red">y</p>',
    );
    expect(out).not.toMatch(/evil|position|color/);
    expect(out).toContain('ql-align-center');
  });

  it.each([
    'http://a.example',
    'https://a.example',
    'ftp://a.example',
    'ftps://a.example',
    'mailto:a@b.co',
    'tel:+911234567890',
    'callto:x',
    'sms:+91123',
    'cid:part1',
    'xmpp:a@b.co',
    '/blog/1',
  ])('keeps the link scheme of %s and opens it in a new tab without an opener', async (href) => {
    const out = await parse(`<a href="${href}" target="_self" rel="opener">x</a>`);
    expect(out).toContain(`href="${href}"`);
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).not.toContain('_self');
  });

  it('gives links without a target one', async () => {
    expect(await parse('<a href="https://a.example">x</a>')).toMatch(/target="_blank"/);
  });
}
