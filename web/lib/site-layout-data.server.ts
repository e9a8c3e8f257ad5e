import { readSiteSettings } from '../../functions/lib/data/site-settings-repository.ts';
import type { PublicPhoto } from '../../shared/api-types.ts';
import type { SitePartName, SitePicture } from '../../shared/site-parts.ts';
import { picturesOf, type WithPictures, withPictures } from '../../shared/site-pictures.ts';
import { publicPhoto } from '../components/catalogue-photo.tsx';
import { loadPageData } from './page-data.server.ts';
import { type SiteLayoutData, siteLayoutDataFrom } from './site-layout-data.ts';

/** Never used (the settings always have a value, their defaults), but loadPageData asks for one. */
const settingsNotFound = 'Page not found.';

/**
 * The site layout's data, read per request (readSiteSettings reuses one read for a few
 * seconds); a busy table is a 503 as for any page read.
 */
export const loadSiteLayoutData = (): Promise<SiteLayoutData> =>
  loadPageData(async () => siteLayoutDataFrom(await readSiteSettings()), settingsNotFound);

/** A part of the site's settings as a page shows it: its pictures without their upload's key. */
export type ShownSitePart<P extends SitePartName> = WithPictures<P, PublicPhoto>;

/**
 * The parts of the site's settings only one page shows (the home page's banners, teaser and
 * testimonials, the About page, the breeds), from the same reused read as the layout's.
 */
export const loadSiteParts = <P extends SitePartName>(
  ...parts: P[]
): Promise<{ [Part in P]: ShownSitePart<Part> }> =>
  loadPageData(async () => {
    const settings = await readSiteSettings();
    return Object.fromEntries(
      parts.map((part) => {
        const value = settings[part] as WithPictures<P, SitePicture>;
        return [part, withPictures(part, value, picturesOf(part, value).map(publicPhoto))];
      }),
    ) as { [Part in P]: ShownSitePart<Part> };
  }, settingsNotFound);
