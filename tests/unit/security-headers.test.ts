import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../../shared/security-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes classic and module inline scripts, byte for byte, once each', () => {
    const html =
      '<script>window.__ctx = {"a":"\\u003c"}</script><script type="module">import "/assets/a.js";</script>' +
      '<script>window.__ctx = {"a":"\\u003c"}</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__ctx = {"a":"\\u003c"}'),
      sha256('import "/assets/a.js";'),
    ]);
  });

  it('leaves out scripts loaded by src and JSON-LD data blocks (not script, not subject to script-src)', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><script async src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('security headers', () => {
  const headers = securityHeaders({ scriptHashes: [sha256('x')], uploadEndpoint: 'https://b.s3.example' });

  it('allows scripts by hash only, never inline', () => {
    const csp = headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${sha256('x')};`);
    expect(csp).not.toContain("'unsafe-inline' 'self' 'sha");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self' https://b.s3.example");
  });

  it("allows a rendered page's scripts by its nonce alone", () => {
    const csp = contentSecurityPolicy({ scriptNonce: 'bm9uY2U=', uploadEndpoint: 'https://b' });
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2U=';");
    expect(csp).not.toContain('sha256');
  });

  it("allows images from the addresses the editor's image prompt accepts", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], uploadEndpoint: 'https://b' })).toContain(
      "img-src 'self' data: blob: http: https:",
    );
  });

  it('sends a Permissions-Policy turning off the powerful features', () => {
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });
});
