import { readSiteSettings } from '../../functions/lib/data/site-settings-repository.ts';
import type { PublicPhoto } from '../../shared/api-types.ts';
import type { SitePartName, SitePartPreview, SitePicture, SiteSettings } from '../../shared/site-parts.ts';
import { picturesOf, type WithPictures, withPictures } from '../../shared/site-pictures.ts';
import { sitePartPagePaths } from '../../shared/site-urls.ts';
import { publicPhoto } from '../components/catalogue-photo.tsx';
import { loadPageData } from './page-data.server.ts';
import { loadPreview, type PreviewNote } from './preview-page.server.ts';
import { type SiteLayoutData, siteLayoutDataFrom } from './site-layout-data.ts';

/** Never used (the settings always have a value, their defaults), but loadPageData asks for one. */
const settingsNotFound = 'Page not found.';

/**
 * The site's settings as a page shows them: the published ones, or on a site part's preview
 * link (docs/decisions/066) the link's part in place of its published value and every other
 * part as published. `pagePath`: the page asking, which must be the one the link's part is
 * shown on (shared/site-urls.ts); a dead link, or one of another page, is a 404.
 */
async function readShownSettings(
  previewToken: string | undefined,
  pagePath?: string,
): Promise<{ settings: SiteSettings; preview?: PreviewNote }> {
  const published = loadPageData(readSiteSettings, settingsNotFound);
  if (previewToken === undefined) return { settings: await published };
  const [{ page, preview }, settings] = await Promise.all([
    loadPreview<SitePartPreview>(
      'site',
      previewToken,
      (shown) => pagePath === undefined || sitePartPagePaths[shown.part] === pagePath,
    ),
    published,
  ]);
  return { settings: { ...settings, [page.part]: page.value }, preview };
}

/**
 * The site layout's data, read per request (readSiteSettings reuses one read for a few
 * seconds); a busy table is a 503 as for any page read. `previewToken`: a site part's preview
 * link's, whose part the header and footer show.
 */
export const loadSiteLayoutData = async (previewToken?: string): Promise<SiteLayoutData> =>
  siteLayoutDataFrom((await readShownSettings(previewToken)).settings);

/** A part of the site's settings as a page shows it: its pictures without their upload's key. */
export type ShownSitePart<P extends SitePartName> = WithPictures<P, PublicPhoto>;

/**
 * The parts of the site's settings only one page shows (the home page's banners, teaser and
 * testimonials, the About page, the breeds), from the same reused read as the layout's. On a
 * site part's preview link (`preview.token`, opened at `preview.pagePath`), with the link's
 * part and the note its banner shows.
 */
export async function loadSiteParts<P extends SitePartName>(
  parts: P[],
  preview?: { token: string; pagePath: string },
): Promise<{ parts: { [Part in P]: ShownSitePart<Part> }; preview?: PreviewNote }> {
  const shown = await readShownSettings(preview?.token, preview?.pagePath);
  const values = Object.fromEntries(
    parts.map((part) => {
      const value = shown.settings[part] as WithPictures<P, SitePicture>;
      return [part, withPictures(part, value, picturesOf(part, value).map(publicPhoto))];
    }),
  ) as { [Part in P]: ShownSitePart<Part> };
  return { parts: values, ...(shown.preview && { preview: shown.preview }) };
}
