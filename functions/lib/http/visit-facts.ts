import type { RequestFacts } from '../../../shared/enquiry-attribution.ts';
import { viewerCountryHeader } from '../../../shared/visit-source.ts';

/** What a request says about its visit, from its headers (names in lower case, as API Gateway and Node give them). */
export function visitFactsOf(headers: Record<string, string | undefined>): RequestFacts {
  return {
    siteHost: headers['x-forwarded-host']?.split(',')[0]?.trim() || headers.host,
    referer: headers.referer,
    userAgent: headers['user-agent'],
    mobileHint: headers['sec-ch-ua-mobile'],
    country: headers[viewerCountryHeader],
  };
}
