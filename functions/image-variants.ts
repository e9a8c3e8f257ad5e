import type { S3Event } from 'aws-lambda';
import { logger } from './lib/runtime/logger.ts';
import { handleUploadRecord } from './lib/uploads/image-processing.ts';

/**
 * The variant function (docs/decisions/024): S3 invokes it asynchronously for every object
 * created or removed under `uploads/` of the uploads bucket. A new original gets its variants
 * (or, if it is no usable image, is deleted and a manifest says why); a removed original takes
 * its variants with it. A failure throws: Lambda retries twice, then the event goes to the
 * dead-letter queue, whose alarm tells the admin's operator.
 */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    // S3 sends keys form-encoded: spaces as `+`.
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    await handleUploadRecord(record.eventName, key).catch((error: unknown) => {
      logger.error('image variants failed', { key, eventName: record.eventName, error });
      throw error;
    });
  }
}
