import * as v from 'valibot';
import { visitBeaconMessages } from './visit-beacon.ts';
import { visitTextLimits } from './visit-source.ts';

/**
 * The visit beacon's body (shared/visit-beacon.ts, docs/decisions/071): a path of the site, and
 * the visit's two facts, which are normalised later as an enquiry's are. A module of its own,
 * apart from shared/validation.ts, so the pages that import the beacon's path load no schema.
 */
const beaconFact = v.optional(
  v.pipe(v.string(visitBeaconMessages.fact), v.maxLength(visitTextLimits.origin * 2)),
);

export const visitBeaconSchema = v.object({
  page: v.pipe(
    v.string(visitBeaconMessages.page),
    v.maxLength(visitTextLimits.page, visitBeaconMessages.page),
    v.regex(/^\/(?!\/)/, visitBeaconMessages.page),
  ),
  landingPage: beaconFact,
  referrer: beaconFact,
});
