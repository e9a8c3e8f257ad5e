/**
 * What a visit says about where it came from, as pure functions over the facts a browser and
 * CloudFront give (docs/decisions/068): the referrer's origin, the UTM tags of the landing
 * page, the channel classified from them, and the device class. An enquiry's attribution is
 * built from these (shared/enquiry-attribution.ts); the visit beacon and the Insights screen
 * (issue 36, items 2 and 3) are to count with the very same ones, so a channel means one
 * thing everywhere. Nothing here reads a cookie or stores anything.
 */

export const channels = ['search', 'social', 'email', 'referral', 'campaign', 'direct'] as const;
export type Channel = (typeof channels)[number];
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const utmTags = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmTag = (typeof utmTags)[number];
export type Utm = Partial<Record<UtmTag, string>>;

/** The longest a page (path and query), a UTM tag and a referrer's origin are kept. */
export const visitTextLimits = { page: 300, utm: 100, origin: 260 } as const;

/**
 * A browser's or visitor's text made plain and short: well-formed, every control character,
 * line break and direction mark a space, runs of spaces one, at most `max` characters (never
 * half an emoji). Visit facts are not typed by the buyer and not worth refusing an enquiry
 * over, so they are normalised, never refused (docs/decisions/068).
 */
export function plainText(text: string, max: number): string {
  const plain = text
    .toWellFormed()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const kept = plain.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
}

/**
 * A page of this site as `/path?query`, from a path or from a full URL of `siteHost` (the
 * `Referer` of a form posted without JavaScript); bounded. Anything else (another site's URL,
 * `//host`, a `javascript:` text) is no page of ours: undefined.
 */
export function sitePage(text: string | undefined, siteHost?: string): string | undefined {
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text, 'http://site.invalid');
  } catch {
    return undefined;
  }
  const relative = text.startsWith('/') && !text.startsWith('//');
  const ours = relative || (siteHost !== undefined && isHttp(url) && sameHost(url.host, siteHost));
  if (!ours) return undefined;
  return plainText(`${url.pathname}${url.search}`, visitTextLimits.page) || undefined;
}

const isHttp = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';
const sameHost = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A referrer as its origin only (`https://www.google.com`): the path of the page the buyer
 * came from is not ours to keep. Not http(s), unreadable, or this site itself: undefined.
 */
export function referrerOrigin(referrer: string | undefined, siteHost?: string): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (!isHttp(url) || (siteHost && sameHost(url.host, siteHost))) return undefined;
  const origin = url.origin.toLowerCase();
  return origin.length <= visitTextLimits.origin ? origin : undefined;
}

/** The UTM tags of a page's query (`?utm_source=…`), each plain text and bounded; empty ones left out. */
export function utmOf(page: string | undefined): Utm {
  if (!page) return {};
  const query = new URLSearchParams(page.includes('?') ? page.slice(page.indexOf('?')) : '');
  const utm: Utm = {};
  for (const tag of utmTags) {
    const value = plainText(query.get(`utm_${tag}`) ?? '', visitTextLimits.utm);
    if (value) utm[tag] = value;
  }
  return utm;
}

/**
 * Known sites by their host (any subdomain): webmail first, so `mail.google.com` is email and
 * not Google search. The one list the enquiry attribution, the beacon and Insights read.
 */
const knownSites: readonly [RegExp, Channel][] = [
  [
    /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|outlook\.office365\.com|mail\.yahoo\.com|mail\.proton\.me|mail\.zoho\.com)$/,
    'email',
  ],
  [/(^|\.)google(\.[a-z]{2,3}){1,2}$/, 'search'],
  [
    /(^|\.)(bing\.com|duckduckgo\.com|ecosia\.org|baidu\.com|naver\.com|seznam\.cz|qwant\.com|startpage\.com|search\.brave\.com|yandex(\.[a-z]{2,3}){1,2}|yahoo(\.[a-z]{2,3}){1,2})$/,
    'search',
  ],
  [
    /(^|\.)(facebook\.com|fb\.com|instagram\.com|linkedin\.com|lnkd\.in|twitter\.com|x\.com|t\.co|youtube\.com|youtu\.be|pinterest(\.[a-z]{2,3}){1,2}|reddit\.com|quora\.com|whatsapp\.com|wa\.me|t\.me|telegram\.org|tiktok\.com|threads\.net)$/,
    'social',
  ],
];

/** Words in a UTM tag that name a channel (medium first, then source). */
const taggedChannels: readonly [RegExp, Channel][] = [
  // A paid medium is a campaign whatever its source (`google` + `cpc` is an advert, not search).
  [/^(cpc|ppc|paid.*|cpm|cpv|display|banner|affiliate|retargeting)$/, 'campaign'],
  [/^(e-?mail|newsletter|mailchimp|mailing)/, 'email'],
  [
    /^(social|social-network|social-media|sm|facebook|instagram|linkedin|twitter|x|youtube|pinterest|whatsapp|reddit|tiktok)$/,
    'social',
  ],
  [/^(organic|google|bing|duckduckgo|yahoo|yandex|baidu|ecosia)$/, 'search'],
  [/^(referral|partner)$/, 'referral'],
];

const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/**
 * Where a visit came from: its UTM tags when it has any (a paid medium such as `cpc` or any
 * tag naming no known channel is a `campaign`), else its referrer (a known search engine,
 * social site or webmail, or any other site: `referral`), else `direct`.
 */
export function channelOf(visit: { utm: Utm; referrer?: string }): Channel {
  const { medium, source } = visit.utm;
  for (const tag of [medium, source]) {
    if (!tag) continue;
    const word = tag.toLowerCase();
    const named = taggedChannels.find(([pattern]) => pattern.test(word));
    if (named) return named[1];
  }
  if (Object.keys(visit.utm).length > 0) return 'campaign';
  if (!visit.referrer) return 'direct';
  const host = hostOf(visit.referrer);
  return knownSites.find(([pattern]) => pattern.test(host))?.[1] ?? 'referral';
}

/**
 * Phone, tablet or desktop, from the `Sec-CH-UA-Mobile` client hint (`?1` is a phone) when the
 * browser sends it, else the user agent. An iPad that asks for desktop pages says it is a Mac:
 * a desktop here. No user agent at all: undefined.
 */
export function deviceClassOf(userAgent: string | undefined, mobileHint?: string): DeviceClass | undefined {
  if (mobileHint?.trim() === '?1') return 'phone';
  if (!userAgent) return undefined;
  if (/iPad|Tablet|PlayBook|Kindle|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * Set by CloudFront from the visitor's address when a behaviour's origin request policy asks
 * for it (infra/site-distribution.ts); locally the gateway sets its stand-in in place of any a
 * client sent (local/api-gateway.ts).
 */
export const viewerCountryHeader = 'cloudfront-viewer-country';

/** A two-letter country code as CloudFront gives it (`IN`); anything else is none. */
export function countryCodeOf(header: string | undefined): string | undefined {
  const code = header?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}
