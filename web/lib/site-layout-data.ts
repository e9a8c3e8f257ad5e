import { useRouteLoaderData } from 'react-router';
import type { CompanySettings, SeoSettings, SiteSettings } from '../../shared/site-parts.ts';

/**
 * What every public page shows of the site's settings (issue 34): the company (header, footer,
 * contact panel, titles, structured data) and the search engines' defaults. The site layout's
 * loader reads them per request (web/lib/site-layout-data.server.ts); pages and their `meta`
 * read them from its data, so they are in the raw HTML and no page fetches them.
 */
export interface SiteLayoutData {
  company: ShownCompany;
  seo: SeoSettings;
}

/** The company as pages show it: where enquiries are mailed is the server's business alone. */
export type ShownCompany = Omit<CompanySettings, 'enquiryEmail'>;

/** What pages show of the site's settings (the site layout's loader reads them). */
export function siteLayoutDataFrom({ company, seo }: SiteSettings): SiteLayoutData {
  const { enquiryEmail: _mailedOnly, ...shown } = company;
  return { company: shown, seo };
}

/** The site layout's route id (web/app/routes.ts), whose loader data this is. */
export const siteLayoutRouteId = 'routes/_site';

/** The site layout's data, in any component of a public page. */
export function useSiteLayoutData(): SiteLayoutData {
  return siteLayoutDataOrFail(useRouteLoaderData(siteLayoutRouteId));
}

/** The site layout's data, in a public page's `meta` (its `matches`). */
export function siteLayoutDataOf(
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
): SiteLayoutData {
  return siteLayoutDataOrFail(matches.find((match) => match?.id === siteLayoutRouteId)?.loaderData);
}

/**
 * Public pages render only inside the site layout, after its loader succeeded (when it fails,
 * the root's error boundary shows instead): missing data here is a route outside the layout.
 */
function siteLayoutDataOrFail(data: unknown): SiteLayoutData {
  if (data === undefined)
    throw new Error(`No ${siteLayoutRouteId} data: the page is outside the site layout`);
  return data as SiteLayoutData;
}
