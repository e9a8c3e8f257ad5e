import { getBlogById } from './lib/data/blogs-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * GET /api/admin/blogs/{id}: one whole post by id, for the dashboard's edit form and detail
 * page. An admin answer is `no-store`, so the `version` the form sends back is the stored one,
 * never an edge copy of the public `GET /api/blogs/{id}` (docs/decisions/052).
 */
export const handler = adminHandler({}, ({ pathParameters }) => getBlogById(pathParameters.id ?? ''));
