import { listContacts } from './lib/data/contacts-repository.ts';
import { arrayWithCursor } from './lib/http/array-with-cursor.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * GET /api/cnt/contact: the spec's plain array, newest first; `?limit=` and `?cursor=`
 * page through, the next cursor in the `x-next-cursor` header; `?status=new|read|replied|archived`
 * lists only the messages in that status, `?product=<id>` only the enquiries about that product. Without `?limit=` (the earlier client) every message
 * comes at once; any list stops short of Lambda's 6 MB answer, with a cursor for the rest
 * (contacts-repository.ts).
 */
export const handler = adminHandler({}, async ({ query }) =>
  arrayWithCursor(
    await listContacts({
      limit: query.limit,
      cursor: query.cursor,
      status: query.status,
      product: query.product,
    }),
  ),
);
