import type { Page } from '../../../shared/api-types.ts';
import { HttpResponse } from './http-handler.ts';

/**
 * A page as the spec's clients read lists: the plain array, with the cursor for the rest in
 * the `x-next-cursor` header (absent on the last page). The contact list and the blog list
 * without `limit` answer this way (docs/decisions/034, 037).
 */
export const arrayWithCursor = <T>(page: Page<T>): HttpResponse =>
  new HttpResponse(page.items, { headers: page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {} });
