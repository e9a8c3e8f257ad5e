import { countryPagePath, marketplacePath } from '../../../shared/site-urls.ts';
import { breadcrumbs, type PageMetaInput, pageMetaFrom } from '../../components/page-meta.ts';
import type { SiteLayoutData } from '../../lib/site-layout-data.ts';

interface Crumb {
  name: string;
  path: string;
}

/**
 * The marketplace's own title and description (`/marketplace`), which a country's page that could
 * not be loaded shows too: it is the same explorer, with no country open.
 */
export const marketplacePage = {
  title: 'Location Hierarchy Explorer',
  description: 'Find pet accessory manufacturers by country, state and district.',
};

/** schema.org breadcrumbs of a marketplace page: Home, Marketplace, then `trail` (a country, its state, a district). */
export const marketplaceBreadcrumbs = (...trail: Crumb[]) =>
  breadcrumbs([{ name: 'Marketplace', path: marketplacePath }, ...trail]);

/** A place's crumbs down from its country: the country's page, then the state's, and so on. */
export const countryCrumb = (country: { name: string; slug: string }): Crumb => ({
  name: country.name,
  path: countryPagePath(country.slug),
});

/**
 * The meta of a place's page (a country, a state, a district): its own title, description and
 * canonical path, with its breadcrumbs down from the marketplace (`trail`, ending with the place);
 * a place that could not be loaded gets `errorPage` under `/marketplace`, not to be indexed.
 */
export function placePageMeta<Place>(
  site: SiteLayoutData,
  place: Place | undefined,
  errorPage: Pick<PageMetaInput, 'title' | 'description'>,
  describe: (place: Place) => Pick<PageMetaInput, 'title' | 'description' | 'path'> & { trail: Crumb[] },
) {
  return pageMetaFrom(site, place, { ...errorPage, path: marketplacePath }, (found) => {
    const { trail, ...page } = describe(found);
    return { ...page, structuredData: [marketplaceBreadcrumbs(...trail)] };
  });
}
