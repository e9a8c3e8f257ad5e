/**
 * The visit beacon (docs/decisions/071): what the site's pages send on each view, after load
 * (`countPageView` in web/lib/visit.ts), to `POST /api/visits`. The page viewed (its path), and the
 * visit's landing page and referrer's origin as web/lib/visit.ts keeps them in memory: the
 * server classifies the channel from those, as for an enquiry. Nothing identifies anyone.
 */
export interface VisitBeacon {
  page: string;
  landingPage?: string;
  referrer?: string;
}

/** The beacon's route (shared/routes.ts `visit-record`). */
export const visitBeaconPath = '/api/visits';

/** A beacon's body is a few hundred bytes; anything larger is refused (413) before it is read. */
export const maxVisitBeaconBytes = 2048;

export const visitBeaconMessages = {
  page: 'The page must be a path of this site, such as /blog.',
  fact: "The visit's details must be text.",
  unknownPage: 'There is no such page on this site.',
  tooMany: 'Too many page views from your network. Please try again later.',
} as const;
