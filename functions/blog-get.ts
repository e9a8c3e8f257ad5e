import { getBlog } from './lib/data/blogs-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /api/blogs/{id}: one whole blog by id or slug, for deep links. */
export const handler = publicHandler({}, ({ pathParameters }) => getBlog(pathParameters.id ?? ''));
