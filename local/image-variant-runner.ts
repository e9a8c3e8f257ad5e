import { appendFile } from 'node:fs/promises';
import { uploadsKeyPrefix } from '../shared/uploads-bucket.ts';
import type { RunningS3Local, S3Notification } from './s3-local.ts';

export interface ImageVariantRunner {
  /** Resolves when every event received so far has been handled. */
  idle(): Promise<void>;
  /** Stops taking events and waits for the one being handled. */
  stop(): Promise<void>;
}

/**
 * The variant function of the local stack: s3rver's notification of each stored or deleted
 * object goes to the same handler S3 invokes in AWS (functions/image-variants.ts), one event
 * at a time, with Lambda's async retries (two more tries); an event that still fails is
 * appended to `deadLetterFile`, as AWS puts it on the dead-letter queue. The handler fills in
 * the image facts of the posts that show an upload (docs/decisions/058) in the local table,
 * which the stack's environment names before any event arrives.
 */
export function startImageVariantRunner(options: {
  s3: RunningS3Local;
  bucket: string;
  deadLetterFile: string;
  log: (line: string) => void;
}): ImageVariantRunner {
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  const handle = async (event: S3Notification) => {
    const { handler } = await import('../functions/image-variants.ts');
    for (let attempt = 1; ; attempt++) {
      try {
        await handler(event as never);
        return;
      } catch (error) {
        if (attempt >= 3) {
          options.log(`image variants failed 3 times (dead letter): ${(error as Error).message}`);
          await appendFile(options.deadLetterFile, `${JSON.stringify({ event, error: String(error) })}\n`);
          return;
        }
      }
    }
  };
  options.s3.onEvent((event) => {
    if (stopped) return;
    const records = event.Records.filter(
      (record) =>
        record.s3.bucket.name === options.bucket && record.s3.object.key.startsWith(uploadsKeyPrefix),
    );
    if (records.length === 0) return;
    queue = queue.then(() => handle({ Records: records }));
  });
  return {
    idle: async () => {
      let seen: Promise<void> | undefined;
      while (seen !== queue) {
        seen = queue;
        await seen;
      }
    },
    stop: async () => {
      stopped = true;
      await queue;
    },
  };
}
