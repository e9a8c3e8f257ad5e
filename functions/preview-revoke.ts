import { revokePreview } from './lib/content/preview-links.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/admin/previews/{token}: the link stops working at once (404 when unknown or revoked). */
export const handler = adminHandler({}, async ({ pathParameters }) => {
  await revokePreview(pathParameters.token ?? '');
  return { message: 'Preview link revoked.' };
});
