import { uploadRequestSchema } from '../shared/upload-rules.ts';
import { adminHandler } from './lib/http/http-handler.ts';
import { createUploadTicket } from './lib/uploads/uploads.ts';

/** POST /api/uploads {contentType, size}: a presigned POST for one blog image. */
export const handler = adminHandler({ schema: uploadRequestSchema }, ({ input }) =>
  createUploadTicket(input.contentType),
);
