import { describe, expect, it } from 'vitest';
import { mapEmbedOrigin } from '../../shared/company-contact.ts';
import { contentSecurityPolicy, securityHeaders } from '../../shared/security-headers.ts';

describe('security headers', () => {
  const headers = securityHeaders({ uploadEndpoint: 'https://b.s3.example' });

  it("allows the site's own scripts only, never inline, without a nonce (the files CloudFront serves)", () => {
    const csp = headers['content-security-policy'];
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).toBe("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://b.s3.example");
  });

  it("frames the map provider's embed only, whatever the company's pin (issue 34)", () => {
    expect(mapEmbedOrigin).toBe('https://www.openstreetmap.org');
    expect(headers['content-security-policy']).toContain(`frame-src ${mapEmbedOrigin};`);
  });

  it("allows a rendered page's scripts by its nonce alone", () => {
    const csp = contentSecurityPolicy({ scriptNonce: 'bm9uY2U=', uploadEndpoint: 'https://b' });
    expect(csp).toContain("script-src 'self' 'nonce-bm9uY2U=';");
    expect(csp).not.toContain('sha256');
  });

  it("allows images from the addresses the editor's image prompt accepts", () => {
    expect(contentSecurityPolicy({ uploadEndpoint: 'https://b' })).toContain(
      "img-src 'self' data: blob: http: https:",
    );
  });

  it('sends a Permissions-Policy turning off the powerful features', () => {
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });
});
