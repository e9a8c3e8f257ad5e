import { listSearchIndex } from './lib/data/products-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /api/products/search-index: every published product's number, name and slug (the header search). */
export const handler = publicHandler({}, () => listSearchIndex());
