import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from './session-cookies.ts';

/**
 * Device cookies (docs/decisions/020, after OWASP's "device cookies" against lockout attacks):
 * a browser that has logged in to an account gets `__Host-login-device`, a random id signed
 * (HMAC-SHA256, the session key) together with the account's email. Its later logins to that
 * account are counted on the device's own record instead of the account's and the address's,
 * so a stranger who locks the account (or an address) does not lock out the admin's own
 * browser, and the device still locks after its own 5 failures. Pure: the key is passed in.
 *
 * A signed cookie is honoured only while its id is among the account's `loginDevices`
 * (admins-repository.ts): the newest 5, forgotten as a whole by a sign-out everywhere or a
 * password change (issue 23, N7), so old cookies neither survive those nor pile up.
 */
export const deviceCookieName = '__Host-login-device';
/** Kept for 180 days and renewed by every login: an admin who logs in twice a year keeps it. */
const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;
const deviceIdPattern = /^[A-Za-z0-9_-]{22}$/;

const mac = (key: Buffer, account: string, deviceId: string) =>
  createHmac('sha256', key).update(`login-device:${account}:${deviceId}`).digest('base64url');

/** The device id of a cookie value signed for this account, else undefined (forged, or another account's). */
export function verifiedDevice(key: Buffer, account: string, value: string | undefined): string | undefined {
  const [deviceId, signature, extra] = (value ?? '').split('.');
  if (extra !== undefined || !deviceId || !signature || !deviceIdPattern.test(deviceId)) return undefined;
  const expected = Buffer.from(mac(key, account, deviceId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : undefined;
}

/** The device cookie a request carries (payload 2.0 `cookies`, or a raw Cookie header). */
export const deviceCookieOf = (cookies: readonly string[] | undefined, cookieHeader: string | undefined) =>
  readCookie(deviceCookieName, cookies, cookieHeader);

/** The device ids an account honours: a signed cookie of this account whose id is still kept. */
export function honouredDevice(
  key: Buffer,
  account: string,
  value: string | undefined,
  kept: readonly string[] | undefined,
): string | undefined {
  const deviceId = verifiedDevice(key, account, value);
  return deviceId && kept?.includes(deviceId) ? deviceId : undefined;
}

export const newDeviceId = () => randomBytes(16).toString('base64url');

/**
 * The id a device cookie names, when the account keeps it, without the key: the ids are
 * 128 random bits that only the cookie carries, so being kept by the account is the proof
 * (for handlers without the session key, such as forgot-password).
 */
export function keptDevice(
  value: string | undefined,
  kept: readonly string[] | undefined,
): string | undefined {
  const [deviceId] = (value ?? '').split('.');
  return deviceId && deviceIdPattern.test(deviceId) && kept?.includes(deviceId) ? deviceId : undefined;
}

/** Set-Cookie for the account's device cookie with this id. */
export function deviceCookie(key: Buffer, account: string, deviceId: string) {
  return `${deviceCookieName}=${deviceId}.${mac(key, account, deviceId)}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${deviceCookieMaxAgeSeconds}`;
}
