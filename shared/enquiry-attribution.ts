import type { EnquiryAttribution } from './api-types.ts';
import { channelOf, countryCodeOf, deviceClassOf, referrerOrigin, sitePage, utmOf } from './visit-source.ts';

/**
 * The visit facts a contact form sends with an enquiry when the app runs (web/lib/visit.ts):
 * the form fields' and the API's JSON names alike. All optional: the spec's four-field call
 * sends none, and a form posted without JavaScript neither.
 */
export const visitFields = ['landingPage', 'referrer', 'formPage', 'pagesSeen'] as const;
export type VisitField = (typeof visitFields)[number];
export type SentVisit = Partial<Record<Exclude<VisitField, 'pagesSeen'>, string>> & {
  pagesSeen?: number | string;
};

/** What the request itself says, read from the headers CloudFront passes (functions/lib/http/visit-facts.ts). */
export interface RequestFacts {
  /** The host the visitor asked for (`x-forwarded-host`): a referrer there is this site. */
  siteHost?: string;
  /** The `Referer` header: with JavaScript, the form's page; without, also the page it was posted from. */
  referer?: string;
  userAgent?: string;
  /** `Sec-CH-UA-Mobile`. */
  mobileHint?: string;
  /** `CloudFront-Viewer-Country` (locally the gateway's stand-in). */
  country?: string;
}

/** The most pages one visit is said to have seen: a larger number is cut to it. */
export const maxPagesSeen = 10_000;

function pagesSeenOf(sent: number | string | undefined): number | undefined {
  const count = typeof sent === 'string' && /^\d{1,9}$/.test(sent.trim()) ? Number(sent) : sent;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return undefined;
  return Math.min(count, maxPagesSeen);
}

/**
 * An enquiry's attribution from what the browser sent and what the request says. The browser's
 * facts are normalised, never refused (docs/decisions/068): a page that is no page of this
 * site, a referrer that is no http(s) URL or a count that is no count is left out, and long
 * text is cut. Without the browser's facts (no JavaScript) the `Referer` gives the form's
 * page, which is then also the landing page, its query the UTM tags.
 */
export function attributionOf(sent: SentVisit, request: RequestFacts): EnquiryAttribution {
  const refererPage = sitePage(request.referer, request.siteHost);
  const formPage = sitePage(sent.formPage) ?? refererPage;
  const landingPage = sitePage(sent.landingPage) ?? formPage;
  const referrer =
    referrerOrigin(sent.referrer, request.siteHost) ??
    (refererPage ? undefined : referrerOrigin(request.referer, request.siteHost));
  const utm = utmOf(landingPage);
  const pagesSeen = pagesSeenOf(sent.pagesSeen);
  const country = countryCodeOf(request.country);
  const device = deviceClassOf(request.userAgent, request.mobileHint);
  return {
    ...(landingPage && { landingPage }),
    ...(referrer && { referrer }),
    ...(utm.source && { utmSource: utm.source }),
    ...(utm.medium && { utmMedium: utm.medium }),
    ...(utm.campaign && { utmCampaign: utm.campaign }),
    ...(utm.term && { utmTerm: utm.term }),
    ...(utm.content && { utmContent: utm.content }),
    channel: channelOf({ utm, referrer }),
    ...(formPage && { formPage }),
    ...(pagesSeen && { pagesSeen }),
    ...(country && { country }),
    ...(device && { device }),
  };
}

/**
 * A country code as a person reads it: `India (IN)`, the name from the runtime's own region
 * names (Intl, in the browser and in Node alike: no list to ship); an unknown code as it is.
 */
export function countryLabel(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  return name ? `${name} (${code})` : code;
}

/** The attribution's columns: their labels, as the dialog, the CSV and the email show them. */
export const attributionLabels = {
  landingPage: 'Landing page',
  referrer: 'Came from',
  channel: 'Channel',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
  formPage: 'Sent from page',
  pagesSeen: 'Pages seen',
  country: 'Visitor country',
  device: 'Device',
} as const satisfies Record<keyof EnquiryAttribution, string>;
export type AttributionColumn = keyof typeof attributionLabels;
export const attributionColumns = Object.keys(attributionLabels) as AttributionColumn[];

/** One attribution field as text ('' when the enquiry has none). */
export function attributionText(
  attribution: EnquiryAttribution | undefined,
  column: AttributionColumn,
): string {
  const value = attribution?.[column];
  if (value === undefined) return '';
  return column === 'country' ? countryLabel(String(value)) : String(value);
}

/** The fields an enquiry has, as label and text, in the columns' order. */
export const attributionRows = (attribution: EnquiryAttribution | undefined): [string, string][] =>
  attributionColumns.flatMap((column) => {
    const text = attributionText(attribution, column);
    return text ? [[attributionLabels[column], text] as [string, string]] : [];
  });
