import type { VisitField } from '../../shared/enquiry-attribution.ts';
import { visitBeaconPath } from '../../shared/visit-beacon.ts';
import { whenIdle } from './when-idle.ts';

/**
 * The visit, kept in this module's memory only (docs/decisions/068): no cookie, no local or
 * session storage, no third-party script. It starts when the app first runs in the tab, from
 * `location` (the landing page, its query holding any UTM tags) and `document.referrer` (kept
 * as its origin); each page the app shows after that counts one more. A reload or a new tab
 * starts a new visit, and a form posted without JavaScript sends none of it.
 */
let visit: { landingPage: string; referrer: string; pagesSeen: number; lastPath: string } | undefined;

const pageOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/**
 * The referrer's origin only: its path never leaves the browser. This site's own (a reload, a
 * page opened in a new tab) is no referrer. The server checks it again (shared/visit-source.ts);
 * this stays a few bytes, as it runs on every page.
 */
function originOf(referrer: string): string {
  try {
    const { origin, host } = new URL(referrer);
    return host === window.location.host ? '' : origin;
  } catch {
    return '';
  }
}

/**
 * Notes the page the app shows now (routes/_site.tsx, on every location): the first one starts the
 * visit. A page is its path: a search typed on `/search?q=…` is still one page.
 */
export function notePage({ pathname }: { pathname: string }): void {
  if (!visit) {
    visit = {
      landingPage: pageOf(window.location),
      referrer: originOf(document.referrer),
      pagesSeen: 1,
      lastPath: pathname,
    };
  } else if (pathname !== visit.lastPath) {
    visit.pagesSeen += 1;
    visit.lastPath = pathname;
  }
}

/** The form fields an enquiry carries (contact-form.tsx), the server's to normalise and classify. */
export function visitFormFields(): Record<VisitField, string> {
  return {
    landingPage: visit?.landingPage ?? pageOf(window.location),
    referrer: visit?.referrer ?? '',
    formPage: pageOf(window.location),
    pagesSeen: String(visit?.pagesSeen ?? 1),
  };
}

/** The path whose view was counted last: a query or hash change on the same page is no new view. */
let countedPath: string | undefined;

/**
 * Counts the page the app shows (docs/decisions/071): once per path, after the page has
 * loaded and the browser is idle, with `sendBeacon` (every browser the site supports has it,
 * and the body is far under its limit), so it never competes with the page. It says the path and the visit's landing page and referrer's
 * origin, nothing else; the server counts it without storing anything that identifies anyone.
 */
export function countPageView(pathname: string): void {
  if (pathname === countedPath) return;
  countedPath = pathname;
  const body = JSON.stringify({
    page: pathname,
    landingPage: visit?.landingPage,
    referrer: visit?.referrer || undefined,
  });
  const send = () =>
    whenIdle(() => navigator.sendBeacon(visitBeaconPath, new Blob([body], { type: 'application/json' })));
  const afterLoad = () =>
    document.readyState === 'complete' ? send() : window.addEventListener('load', send, { once: true });
  // A page the browser prerenders (the speculation rules) is counted only once it is shown.
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', afterLoad, { once: true });
  else afterLoad();
}
