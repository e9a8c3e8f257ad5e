import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';

/**
 * The keys that sign session tokens and CSRF tokens: from Secrets Manager in the cloud
 * (SESSION_SECRET_ARN), from a file the local stack generates (SESSION_KEY_FILE) locally.
 *
 * The secret is either one key (the text itself, as the stack generates it) or, while a key
 * is being rotated (docs/operations.md "Rotate the session signing key", docs/decisions/030), JSON
 * `{"current": "<new key>", "previous": "<old key>"}`. New tokens are signed with the current
 * key and name it (its id, a hash of it); tokens naming the previous key still verify, so a
 * rotation logs nobody out. Read at most every `keyRefreshMs`, so a rotation reaches every
 * warm Lambda within minutes without a deploy.
 */
export interface SigningKey {
  /** 8 characters of SHA-256 of the key: what a token names its key by (never the key). */
  id: string;
  key: Buffer;
}
export interface SessionKeyRing {
  current: SigningKey;
  previous?: SigningKey;
}

/** How long a read key ring is used before it is read again. */
export const keyRefreshMs = 5 * 60 * 1000;

export const keyIdOf = (secret: string): string =>
  createHash('sha256').update(`session-key-id:${secret}`).digest('base64url').slice(0, 8);

const signingKey = (secret: string, label: string): SigningKey => {
  if (secret.length < 32)
    throw new Error(`The ${label} session signing key is too short (32+ characters needed).`);
  return { id: keyIdOf(secret), key: Buffer.from(secret, 'utf8') };
};

/** The key ring a secret's text holds: one key, or `{"current", "previous"}`. */
export function parseSessionSecret(text: string | undefined): SessionKeyRing {
  const secret = text?.trim() ?? '';
  if (!secret)
    throw new Error('No session signing key: set SESSION_KEY_FILE or SESSION_SECRET_ARN (32+ characters).');
  if (!secret.startsWith('{')) return { current: signingKey(secret, 'current') };
  let parsed: { current?: unknown; previous?: unknown };
  try {
    parsed = JSON.parse(secret);
  } catch {
    throw new Error('The session signing key looks like JSON but is not: expected {"current","previous"}.');
  }
  if (typeof parsed.current !== 'string')
    throw new Error('The session signing key JSON needs a "current" key (32+ characters).');
  const current = signingKey(parsed.current.trim(), 'current');
  const previous =
    typeof parsed.previous === 'string' && parsed.previous.trim()
      ? signingKey(parsed.previous.trim(), 'previous')
      : undefined;
  return previous && previous.id !== current.id ? { current, previous } : { current };
}

async function loadKeyRing(): Promise<SessionKeyRing> {
  const { sessionKeyFile, sessionSecretArn } = readConfig();
  let secret: string | undefined;
  if (sessionKeyFile) secret = await readFile(sessionKeyFile, 'utf8');
  else if (sessionSecretArn) {
    const result = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: sessionSecretArn }),
    );
    secret = result.SecretString;
  }
  return parseSessionSecret(secret);
}

let cached: { ring: Promise<SessionKeyRing>; readAt: number } | undefined;

export function sessionKeyRing(now = Date.now()): Promise<SessionKeyRing> {
  if (!cached || now - cached.readAt >= keyRefreshMs) {
    const ring = loadKeyRing().catch((error) => {
      cached = undefined; // a failed read is retried on the next request
      throw error;
    });
    cached = { ring, readAt: now };
  }
  return cached.ring;
}

/** Reads the key ring afresh on the next call (tests; the rotation test rewrites the local key file). */
export function forgetSessionKeys(): void {
  cached = undefined;
}

/** The current key: what new tokens and device cookies are signed with. */
export async function sessionSigningKey(): Promise<Buffer> {
  return (await sessionKeyRing()).current.key;
}

/**
 * The key a token names: the current or the previous one. A token that names no key (made
 * before keys had ids) is checked against the current key.
 */
export function keyNamed(ring: SessionKeyRing, id: string | undefined): SigningKey | undefined {
  if (id === undefined) return ring.current;
  return [ring.current, ring.previous].find((key) => key?.id === id);
}
