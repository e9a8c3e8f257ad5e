/**
 * The two cookies of an admin session. `__Host-` pins the session cookie to this origin,
 * path `/` and Secure; `XSRF-TOKEN` is readable by the page so it can echo it in the
 * `X-XSRF-TOKEN` header (axios' default names, which the spec's client uses).
 */
export const sessionCookieName = '__Host-session';
export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'x-xsrf-token';

const sessionAttributes = 'Path=/; Secure; HttpOnly; SameSite=Strict';
const csrfAttributes = 'Path=/; Secure; SameSite=Strict';

export function sessionCookies(sessionToken: string, csrfToken: string, maxAgeSeconds: number): string[] {
  return [
    `${sessionCookieName}=${sessionToken}; ${sessionAttributes}; Max-Age=${maxAgeSeconds}`,
    `${csrfCookieName}=${csrfToken}; ${csrfAttributes}; Max-Age=${maxAgeSeconds}`,
  ];
}

export const clearedSessionCookies = (): string[] => [
  `${sessionCookieName}=; ${sessionAttributes}; Max-Age=0`,
  `${csrfCookieName}=; ${csrfAttributes}; Max-Age=0`,
];

/**
 * A cookie's value from API Gateway's payload 2.0 `cookies` array (one `name=value` per
 * entry) or from a raw `Cookie` header.
 */
export function readCookie(
  name: string,
  cookies: readonly string[] | undefined,
  cookieHeader: string | undefined,
): string | undefined {
  const pairs = [...(cookies ?? []), ...(cookieHeader?.split(';') ?? [])];
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
