import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { originVerifyHeader } from '../../../shared/origin-header.ts';
import { secretsManagerClient } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';
import { logger } from '../runtime/logger.ts';

/**
 * Proof that a request came through our CloudFront distribution (docs/decisions/020, 028):
 * CloudFront adds this header, with a secret value, to every request it forwards to the API
 * (an origin custom header); the execute-api URL stays reachable, but a client calling it
 * directly does not know the value. Every handler (the middy stack) and the authorizer
 * check it before anything else; only then are the headers CloudFront sets
 * (`X-Viewer-Address`, `X-Forwarded-Host`) believed.
 */
export { originVerifyHeader };

/**
 * The values accepted: the secret's `current`, and during a rotation its `previous`
 * (docs/operations.md "Rotate the origin secret": CloudFront's header is fixed in the template, so for a while after a new value
 * is stored CloudFront still sends the old one). From Secrets Manager (ORIGIN_SECRET_ARN,
 * JSON `{ "current": "...", "previous": "..." }`) in the cloud, from a file the local stack
 * makes (ORIGIN_SECRET_FILE, the same JSON or one plain value) locally.
 */
export interface OriginSecrets {
  current: string;
  previous?: string;
}

/** A value shorter than this is refused as a secret (the generated ones are 64 characters). */
const minimumSecretLength = 32;
/** A value none of the loaded secrets match makes one fresh read, at most this often. */
const rereadAfterMs = 60_000;

export function parseOriginSecrets(text: string | undefined): OriginSecrets | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  let parsed: unknown = trimmed;
  if (trimmed.startsWith('{')) {
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      return undefined;
    }
  }
  const { current, previous } =
    typeof parsed === 'string'
      ? { current: parsed, previous: undefined }
      : (parsed as Partial<OriginSecrets>);
  if (typeof current !== 'string' || current.length < minimumSecretLength) return undefined;
  return {
    current,
    ...(typeof previous === 'string' && previous.length >= minimumSecretLength ? { previous } : {}),
  };
}

async function loadSecrets(): Promise<OriginSecrets> {
  const { originSecretFile, originSecretArn } = readConfig();
  let text: string | undefined;
  if (originSecretFile) text = await readFile(originSecretFile, 'utf8');
  else if (originSecretArn)
    text = (await secretsManagerClient().send(new GetSecretValueCommand({ SecretId: originSecretArn })))
      .SecretString;
  const secrets = parseOriginSecrets(text);
  if (!secrets)
    throw new Error(
      'No origin secret: set ORIGIN_SECRET_ARN or ORIGIN_SECRET_FILE (`{"current": "<32+ characters>"}`).',
    );
  return secrets;
}

let cached: { secrets: Promise<OriginSecrets>; loadedAt: number } | undefined;
const load = () => {
  const secrets = loadSecrets();
  cached = { secrets, loadedAt: Date.now() };
  secrets.catch(() => {
    cached = undefined; // a failed read is retried on the next request
  });
  return secrets;
};

/** Constant-time: compares digests, so neither the length nor the first difference shows. */
const sameValue = (presented: string, secret: string) =>
  timingSafeEqual(
    createHash('sha256').update(presented).digest(),
    createHash('sha256').update(secret).digest(),
  );
const accepts = (secrets: OriginSecrets, presented: string) =>
  // Both compared always, so the time does not tell which one matched.
  [
    sameValue(presented, secrets.current),
    secrets.previous ? sameValue(presented, secrets.previous) : false,
  ].some(Boolean);

/**
 * Whether the request carries the origin header with an accepted value. Read once per cold
 * start; a value no loaded secret matches reads the secret again (at most once a minute), so
 * a warm function learns a rotated value without a restart. With no secret configured
 * nothing is accepted (fail closed).
 */
export async function isFromOurCloudFront(headers: Record<string, string | undefined>): Promise<boolean> {
  const presented = headers[originVerifyHeader];
  if (!presented) return false;
  try {
    if (accepts(await (cached?.secrets ?? load()), presented)) return true;
    if (cached && Date.now() - cached.loadedAt < rereadAfterMs) return false;
    return accepts(await load(), presented);
  } catch (error) {
    logger.error('origin secret unreadable: refusing the request', { error: error as Error });
    return false;
  }
}

/** Tests: forget the loaded secrets. */
export function forgetOriginSecrets(): void {
  cached = undefined;
}
