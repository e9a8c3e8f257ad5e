import { mapEmbedOrigin } from './company-contact.ts';
import { imageSchemes } from './html-policy.ts';

/**
 * The security headers of every response of the site: one definition for CloudFront's
 * response headers policy (infra/site-distribution.ts), the page renderer's own CSP
 * (functions/lib/http/page-rendering.ts) and the local stack (local/site-server.ts), so the
 * browser tests see what visitors get (docs/decisions/027).
 */

export const cspHeaderName = 'content-security-policy';

/**
 * The request header in which the page renderer (functions/lib/http/page-rendering.ts) hands
 * its per-response CSP nonce to React Router's server entry (web/app/entry.server.tsx,
 * docs/decisions/043). The renderer always sets it itself, replacing one a visitor sent.
 */
export const cspNonceRequestHeader = 'x-pawcraft-csp-nonce';

/** HSTS: two years, subdomains included. */
export const hstsMaxAgeSeconds = 730 * 24 * 60 * 60;
export const frameOptions = 'DENY';
export const referrerPolicy = 'strict-origin-when-cross-origin';
/** Powerful features no page of the site uses, off for the site and anything it embeds. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export interface CspSources {
  /**
   * A rendered page's per-response nonce (docs/decisions/043): only the scripts React Router and
   * React write, which carry it, run; never a script that ended up in the page otherwise.
   */
  readonly scriptNonce?: string;
  /** The uploads bucket's origin: the dashboard POSTs images to it directly. */
  readonly uploadEndpoint: string;
}

/**
 * The site's CSP: everything from the site itself, the map embed, the upload endpoint, and a
 * rendered page's inline scripts by its nonce. Without a nonce (CloudFront's policy, for the
 * site bucket's files, which hold no page since docs/decisions/063) no inline script runs.
 */
export function contentSecurityPolicy({ scriptNonce, uploadEndpoint }: CspSources): string {
  return [
    "default-src 'self'",
    // Blog images may come from any web address the editor accepts (shared/html-policy.ts,
    // web/features/dashboard/rich-text/editor-urls.ts); blob: is the blog form's cover preview.
    `img-src 'self' data: blob: ${imageSchemes.map((scheme) => `${scheme}:`).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    ['script-src', "'self'", ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : [])].join(' '),
    // The contact page's embedded map of the company's pin (shared/site-settings.ts).
    `frame-src ${mapEmbedOrigin}`,
    `connect-src 'self' ${uploadEndpoint}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Every header the site adds to its responses, by lower-case name. */
export function securityHeaders(sources: CspSources): Record<string, string> {
  return {
    [cspHeaderName]: contentSecurityPolicy(sources),
    'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': frameOptions,
    'referrer-policy': referrerPolicy,
    'permissions-policy': permissionsPolicy,
  };
}
