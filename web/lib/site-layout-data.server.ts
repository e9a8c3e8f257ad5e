import { readSiteSettings } from '../../functions/lib/data/site-settings-repository.ts';
import type { TestimonialsSettings } from '../../shared/site-parts.ts';
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

/** The home page's testimonials, the one page that shows them. */
export const loadTestimonials = (): Promise<TestimonialsSettings> =>
  loadPageData(async () => (await readSiteSettings()).testimonials, settingsNotFound);
