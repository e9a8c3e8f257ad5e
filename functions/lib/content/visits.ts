import { isbot } from 'isbot';
import { attributionOf, type RequestFacts } from '../../../shared/enquiry-attribution.ts';
import { countedPage, indiaDay } from '../../../shared/insight-counters.ts';
import { isPreviewPath } from '../../../shared/site-urls.ts';
import { type VisitBeacon, visitBeaconMessages } from '../../../shared/visit-beacon.ts';
import { countInWindow } from '../data/contact-throttle-repository.ts';
import { addToCounters, daySalt, markSeen, visitorHash } from '../data/visit-counters-repository.ts';
import { NotFound, TooManyAttempts } from '../domain-errors.ts';
import { logger } from '../runtime/logger.ts';
import { isCountedPage } from './counted-pages.ts';

/**
 * Page views one address may send in a window: a busy office behind one address reading
 * hard, not a script. Counted by a salted hash of the address, never the address itself.
 */
export const visitFlood = { windowMs: 10 * 60 * 1000, limit: 300 } as const;

/**
 * `POST /api/visits` (docs/decisions/071): one page view, counted in its India day and month
 * by page, channel, referrer, country and device; a visitor not seen today (by the salted hash
 * of address and user agent) counts as one more unique visitor. A bot's view is answered the
 * same and not counted; a path that is no public page of the site is refused (404) before
 * anything is written, and an address over its limit gets 429.
 */
export async function recordVisit(
  beacon: VisitBeacon,
  visitorAddress: string | undefined,
  request: RequestFacts,
  now = new Date().toISOString(),
): Promise<void> {
  if (!request.userAgent || isbot(request.userAgent)) return;
  const page = countedPage(beacon.page);
  if (isPreviewPath(page) || !(await isCountedPage(page)))
    throw new NotFound(visitBeaconMessages.unknownPage);
  const { salt } = await daySalt(now);
  if (!visitorAddress) logger.warn("A page view without the visitor's address: not counted per address");
  else {
    const flood = { PK: `VISITS-FROM#${visitorHash(salt, 'address', visitorAddress)}`, SK: 'THROTTLE' };
    if (!(await countInWindow(flood, 'views', visitFlood, Date.parse(now))))
      throw new TooManyAttempts(visitBeaconMessages.tooMany);
  }
  const facts = attributionOf(
    { landingPage: beacon.landingPage, referrer: beacon.referrer, formPage: page },
    request,
  );
  // The marker first, so a new visitor is counted in the view's own `ADD` on `total#all`.
  const seen = visitorHash(salt, 'visitor', visitorAddress ?? '', request.userAgent);
  const newVisitor = await markSeen(seen, indiaDay(now));
  await addToCounters({ ...facts, page }, 'views', now, { newVisitor });
}
