import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * A check of stored blog HTML that owes nothing to the sanitiser: Chromium parses the HTML
 * the way the blog pages will (innerHTML of a div, in an inert document where nothing runs
 * or loads), then the parse is serialised and parsed again (a mutation-XSS payload changes
 * shape on that round trip), and each parse is walked for anything that can execute.
 *
 * The URL schemes are the spec's link schemes, written out here on purpose: the oracle must
 * not move when the sanitiser's policy file does.
 */
const allowedSchemes = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'];
const forbiddenElements = [
  'script',
  'svg',
  'math',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'style',
  'link',
  'base',
  'meta',
  'template',
  'noscript',
];
const urlAttributes = [
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'background',
  'poster',
  'srcset',
  'codebase',
  'ping',
  'srcdoc',
];

interface Rules {
  allowedSchemes: string[];
  forbiddenElements: string[];
  urlAttributes: string[];
}

/** Runs inside the page: every executable thing in `html`, described for a failure message. */
function executableContentIn(html: string, rules: Rules): string[] {
  const problems: string[] = [];
  const schemeOf = (url: string) => {
    // Browsers drop leading/trailing C0 controls and spaces and every tab/newline before reading a scheme.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what browsers strip
    const compact = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
    return /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1].toLowerCase();
  };
  const walk = (root: ParentNode, pass: string) => {
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName;
      if (rules.forbiddenElements.includes(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
        problems.push(`${pass}: <${tag}> element`);
      for (const { name, value } of element.attributes) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) problems.push(`${pass}: ${lower} on <${tag}>`);
        if (rules.urlAttributes.includes(lower)) {
          const scheme = schemeOf(value);
          if (lower === 'srcdoc' || (scheme && !rules.allowedSchemes.includes(scheme)))
            problems.push(`${pass}: ${lower}="${value.slice(0, 60)}" on <${tag}>`);
        }
        if (lower === 'style' && /expression\s*\(|url\s*\(|behavior|binding|@import/i.test(value))
          problems.push(`${pass}: style="${value.slice(0, 60)}" on <${tag}>`);
      }
    }
  };
  const inertDocument = document.implementation.createHTMLDocument('');
  const first = inertDocument.createElement('div');
  first.innerHTML = html;
  walk(first, 'parse');
  const second = inertDocument.createElement('div');
  second.innerHTML = first.innerHTML;
  walk(second, 'reparse');
  return problems;
}

/** One Chromium page that checks HTML strings; `close()` when done. */
export class ExecutableHtmlChecker {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async launch(): Promise<ExecutableHtmlChecker> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    return new ExecutableHtmlChecker(browser, page);
  }

  /** What in each HTML string could execute (an empty list per string when nothing). */
  problemsIn(htmls: string[]): Promise<string[][]> {
    return this.page.evaluate(
      ({ htmls, rules, check }) => {
        const run = new Function(`return (${check})`)() as typeof executableContentIn;
        return htmls.map((html) => run(html, rules));
      },
      {
        htmls,
        rules: { allowedSchemes, forbiddenElements, urlAttributes },
        check: executableContentIn.toString(),
      },
    );
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
