import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';

/**
 * The key that signs session tokens and CSRF tokens: from Secrets Manager in the cloud
 * (SESSION_SECRET_ARN), from a file the local stack generates (SESSION_KEY_FILE) locally.
 * Read once per cold start.
 */
let cachedKey: Promise<Buffer> | undefined;

async function loadKey(): Promise<Buffer> {
  const { sessionKeyFile, sessionSecretArn } = readConfig();
  let secret: string | undefined;
  if (sessionKeyFile) secret = (await readFile(sessionKeyFile, 'utf8')).trim();
  else if (sessionSecretArn) {
    const result = await secretsManagerClient().send(
      new GetSecretValueCommand({ SecretId: sessionSecretArn }),
    );
    secret = result.SecretString?.trim();
  }
  if (!secret || secret.length < 32)
    throw new Error('No session signing key: set SESSION_KEY_FILE or SESSION_SECRET_ARN (32+ characters).');
  return Buffer.from(secret, 'utf8');
}

export function sessionSigningKey(): Promise<Buffer> {
  cachedKey ??= loadKey().catch((error) => {
    cachedKey = undefined; // a failed read is retried on the next request
    throw error;
  });
  return cachedKey;
}
