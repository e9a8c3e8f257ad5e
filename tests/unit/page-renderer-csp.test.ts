import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../functions/page-renderer.ts';
import { cspNonceRequestHeader } from '../../shared/security-headers.ts';
import { emptyTable } from './support/aws-mocks.ts';
import { pageRendererEvent } from './support/lambda-events.ts';

/**
 * The renderer's CSP allows only the scripts React Router and React write (issue 23, item 8;
 * docs/decisions/043): a nonce of each response, carried by each of their scripts, and no
 * hash of whatever the page holds. Renders with the real server build (npm run build first)
 * from an empty table (the site layout reads the site's settings, their defaults here).
 */

beforeEach(emptyTable);

const scriptSrc = (csp: string) =>
  csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
/** The start tags of the scripts a browser would run (not JSON-LD data blocks, not src-loaded). */
const executableScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes ?? '')
    .filter(
      (attributes) => !/type="application\/(ld\+)?json"/.test(attributes) && !/\ssrc=/.test(attributes),
    );

describe('the page renderer CSP', () => {
  it('allows scripts by a nonce of this response that every script of the framework carries, and nothing by hash', async () => {
    for (const [path, query] of [
      ['/search', ''],
      ['/no-such-page', ''],
    ] as const) {
      const result = await handler(pageRendererEvent(path, query));
      const csp = String(result.headers?.['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(csp))?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scriptSrc(csp)).toBe(`script-src 'self' 'nonce-${nonce}'`);
      const scripts = executableScripts(String(result.body));
      // The context, the hydration module (inert until load), its loader, scroll restoration, React's own.
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`);
    }
  });

  it('makes a new nonce for every response, and ignores one a visitor sends', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const result = await handler(
        pageRendererEvent('/search', '', { [cspNonceRequestHeader]: 'chosen-by-visitor' }),
      );
      const csp = String(result.headers?.['content-security-policy']);
      expect(csp).not.toContain('chosen-by-visitor');
      expect(String(result.body)).not.toContain('chosen-by-visitor');
      nonces.add(/'nonce-([^']+)'/.exec(csp)?.[1] ?? '');
    }
    expect(nonces.size).toBe(3);
  });
});
