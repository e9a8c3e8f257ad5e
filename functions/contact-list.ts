import { listContacts } from './lib/contacts-repository.ts';
import { adminHandler, HttpResponse } from './lib/http-handler.ts';

/**
 * GET /api/cnt/contact: the spec's plain array, newest first; `?limit=` and `?cursor=`
 * page through, the next cursor in the `x-next-cursor` header.
 */
export const handler = adminHandler({}, async ({ query }) => {
  const page = await listContacts({ limit: query.limit, cursor: query.cursor });
  return new HttpResponse(page.items, {
    headers: page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {},
  });
});
