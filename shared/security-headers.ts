import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from './company.ts';
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
 * docs/decisions/043). The renderer always sets it itself, replacing one a visitor sent;
 * prerendering sends none (those pages' CSP lists their scripts' hashes instead).
 */
export const cspNonceRequestHeader = 'x-pawcraft-csp-nonce';

/** HSTS: two years, subdomains included. */
export const hstsMaxAgeSeconds = 730 * 24 * 60 * 60;
export const frameOptions = 'DENY';
export const referrerPolicy = 'strict-origin-when-cross-origin';
/** Powerful features no page of the site uses, off for the site and anything it embeds. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** CloudFront refuses a response headers policy whose CSP is longer than this. */
export const cloudFrontCspMaxLength = 1783;

export interface CspSources {
  /**
   * `'sha256-…'` sources of the inline scripts allowed (no `'unsafe-inline'`): the prerendered
   * pages' scripts, fixed at build time, in CloudFront's policy.
   */
  readonly scriptHashes?: readonly string[];
  /**
   * A rendered page's per-response nonce (docs/decisions/043): only the scripts React Router and
   * React write, which carry it, run; never a script that ended up in the page otherwise.
   */
  readonly scriptNonce?: string;
  /** The uploads bucket's origin: the dashboard POSTs images to it directly. */
  readonly uploadEndpoint: string;
}

/** The site's CSP: everything from the site itself, the map embed, the upload endpoint and the hashed inline scripts. */
export function contentSecurityPolicy({
  scriptHashes = [],
  scriptNonce,
  uploadEndpoint,
}: CspSources): string {
  return [
    "default-src 'self'",
    // Blog images may come from any web address the editor accepts (shared/html-policy.ts,
    // web/features/dashboard/rich-text/editor-urls.ts); blob: is the blog form's cover preview.
    `img-src 'self' data: blob: ${imageSchemes.map((scheme) => `${scheme}:`).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    ['script-src', "'self'", ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : []), ...scriptHashes].join(' '),
    // The contact page's embedded map, whatever provider shared/company.ts names.
    `frame-src ${new URL(company.mapEmbedUrl).origin}`,
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

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Data blocks: the browser never runs them, and CSP does not apply to them. */
const dataBlockType = /^application\/(ld\+)?json$/i;

/** The `'sha256-…'` CSP sources of the inline scripts of an HTML page (JSON-LD and other data blocks left out). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1];
    if (type && dataBlockType.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The hashes of the inline scripts of every HTML file of a client build (the prerendered pages), sorted. */
export function buildScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  for (const name of files.filter((file) => file.endsWith('.html'))) {
    for (const hash of inlineScriptHashes(readFileSync(join(clientDir, name), 'utf8'))) hashes.add(hash);
  }
  return [...hashes].sort();
}
