import httpMultipartBodyParser from '@middy/http-multipart-body-parser';
import { maxImageBytes } from '../../shared/validation.ts';
import type { MultipartParser, UploadedFile } from './http-handler.ts';

/**
 * The spec's blog form (multipart/form-data: text fields and at most one image file),
 * parsed by middy's multipart parser. A file larger than an image may be is cut off by the
 * parser and refused with 413.
 */
const parser = httpMultipartBodyParser({ busboy: { limits: { fileSize: maxImageBytes, files: 1 } } });

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'content' in value;

export const multipartForm: MultipartParser = async (request) => {
  // biome-ignore lint/suspicious/noExplicitAny: middy's parser is typed for its own event shapes
  await (parser.before as (request: any) => Promise<void>)(request);
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of Object.entries(request.event.body as unknown as Record<string, unknown>)) {
    const entry = Array.isArray(value) ? value[0] : value;
    if (!isFile(entry)) fields[name] = entry;
    else if (entry.content.length > 0) files[name] = entry;
  }
  return { fields, files };
};
