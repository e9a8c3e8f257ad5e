import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalStack, startLocalStack } from './stack.ts';

export interface ThrowawayStack extends LocalStack {
  dataDir: string;
  /** Stops the stack and deletes its data folder. */
  dispose(): Promise<void>;
}

/**
 * A real local stack for one run of the tests or the bench: on a free port, quiet, serving the
 * existing web build (`npm run build` runs first), with a temporary data folder of its own
 * (`pawcraft-<purpose>-…`). `seed: false` skips the sample data (seeding takes seconds).
 */
export async function startThrowawayStack({
  purpose,
  admin,
  seed = true,
  publishingTimer = true,
}: {
  purpose: string;
  admin: { email: string; password: string };
  seed?: boolean;
  /** @default true (LocalStackOptions) */
  publishingTimer?: boolean;
}): Promise<ThrowawayStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `pawcraft-${purpose}-`));
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    webMode: 'prebuilt',
    adminEmail: admin.email,
    adminPassword: admin.password,
    quiet: true,
    seed,
    publishingTimer,
  });
  return {
    ...stack,
    dataDir,
    dispose: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
