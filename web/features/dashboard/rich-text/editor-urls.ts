import { imageSchemes, linkSchemes } from '../../../../shared/html-policy.ts';

/**
 * What the link and image prompts accept: the schemes of the shared blog HTML policy, and
 * `http://` in front of an address typed without one. Images: web addresses or paths on
 * this site only (never `data:` base64).
 */

function withScheme(typed: string | null | undefined, allowed: readonly string[]): string | undefined {
  const url = typed?.trim();
  if (!url) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):(.*)$/i.exec(url);
  if (scheme) {
    if (allowed.includes(scheme[1].toLowerCase())) return url;
    // `example.com:8080/x` is a host and port, not a scheme.
    if (!/^\d/.test(scheme[2])) return undefined;
  }
  if (url.startsWith('//')) return `http:${url}`;
  return `http://${url}`;
}

/** The href for what was typed in the link prompt, or undefined to do nothing. */
export const linkHref = (typed: string | null | undefined): string | undefined =>
  withScheme(typed, linkSchemes);

/** The src for what was typed in the image prompt (a path on this site is kept), or undefined. */
export function imageSrc(typed: string | null | undefined): string | undefined {
  const url = typed?.trim();
  if (url?.startsWith('/') && !url.startsWith('//')) return url;
  return withScheme(url, imageSchemes);
}
