/**
 * The rules of an image upload's request (`POST /api/uploads`).
 */
import * as v from 'valibot';
import { messages } from './validation.ts';

/** Image uploads: the types and size the presigned POST allows and the server checks again. */
export const imageContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** 25 MB: a 48-50 MP phone photo is 8-15 MB (the dashboard scales photos down before uploading anyway). */
export const maxImageBytes = 25 * 1024 * 1024;
export const uploadRequestSchema = v.object({
  contentType: v.picklist(imageContentTypes, messages.imageType),
  size: v.pipe(
    v.number(messages.imageSize),
    v.integer(messages.imageSize),
    v.minValue(1, messages.imageSize),
    v.maxValue(maxImageBytes, messages.imageSize),
  ),
});
