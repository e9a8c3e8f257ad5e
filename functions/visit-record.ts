import { maxVisitBeaconBytes } from '../shared/visit-beacon.ts';
import { visitBeaconSchema } from '../shared/visit-beacon-schema.ts';
import { recordVisit } from './lib/content/visits.ts';
import { HttpResponse, publicHandler } from './lib/http/http-handler.ts';
import { visitFactsOf } from './lib/http/visit-facts.ts';

/** POST /api/visits: the visit beacon (functions/lib/content/visits.ts); 204, nothing to read. */
export const handler = publicHandler(
  { schema: visitBeaconSchema, maxBodyBytes: maxVisitBeaconBytes },
  async (request) => {
    await recordVisit(request.input, request.visitorAddress, visitFactsOf(request.headers));
    return new HttpResponse('', { status: 204, contentType: 'text/plain; charset=utf-8' });
  },
);
