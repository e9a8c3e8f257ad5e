/**
 * The owner's own photos on the site's pages (issue 34, docs/decisions/063): the home page's
 * first banner and the About page's first section get a 12 MP phone photo through the upload
 * and variant pipeline (`uploadPhonePhotos`), kept as a draft and published through the admin
 * API as the Site screen does (docs/decisions/070), so the audits of `/` and `/about` load the
 * photo a visitor would get, not the site's own drawings. Run inside the bench's local stack.
 */
import { csrfCookieName, csrfHeaderName } from '../functions/lib/auth/session-cookies.ts';
import type {
  SiteDraftState,
  SitePartInputs,
  SitePartState,
  SiteSettingsOverview,
} from '../shared/site-parts.ts';
import { type Admin, adminCookieHeader } from './dashboard-timings.ts';
import { uploadPhonePhotos } from './image-variants.ts';

/** The admin API's calls with the session's cookies and, for a change, its CSRF token echoed. */
function adminApi(baseUrl: string, cookie: string) {
  const csrfToken = decodeURIComponent(
    cookie.match(new RegExp(`(?:^|; )${csrfCookieName}=([^;]*)`))?.[1] ?? '',
  );
  return async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json', [csrfHeaderName]: csrfToken }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/**
 * Uploads one 12 MP photo per part (its alt text the banner's headline or the section's
 * heading), saves each part as a draft with it, then publishes the draft: the owner's
 * **Save draft** and **Publish** on the Site screen. The other pictures stay as they are (the
 * save's schema keeps an upload's key and alt text and drops its variants' facts, which the
 * API reads again).
 */
export async function publishSitePhotos(baseUrl: string, admin: Admin): Promise<void> {
  const call = adminApi(baseUrl, await adminCookieHeader(baseUrl, admin));
  const { parts, drafts } = await call<SiteSettingsOverview>('GET', '/api/admin/site');
  const publish = async <P extends 'home' | 'about'>(part: P, value: SitePartInputs[P]) => {
    const path = `/api/admin/site/${part}`;
    const draft = await call<SiteDraftState>('PUT', `${path}/draft`, {
      ...value,
      version: drafts[part]?.version ?? 0,
    });
    await call<SitePartState>('PUT', path, {
      ...value,
      version: parts[part].version,
      draftVersion: draft.version,
    });
  };
  const photoFor = async (alt: string | undefined, where: string) => {
    if (!alt) throw new Error(`the site has no ${where} to give a photo`);
    const [photo] = await uploadPhonePhotos([alt]);
    return photo;
  };

  const home = parts.home.value;
  const banner = await photoFor(home.banners[0]?.headline, "home page's banner");
  await publish('home', {
    ...home,
    banners: home.banners.map((one, n) => (n === 0 ? { ...one, picture: banner } : one)),
  });
  const about = parts.about.value;
  const section = await photoFor(about.sections[0]?.heading, 'About section');
  await publish('about', {
    ...about,
    sections: about.sections.map((one, n) => (n === 0 ? { ...one, picture: section } : one)),
  });
}
