import {
  findDistrictForPage,
  findStateForPage,
  getDistrictDetail,
  getStateDetail,
  listMarketplace,
} from '../../../functions/lib/data/locations-repository.ts';
import { countryPagePath } from '../../../shared/site-urls.ts';
import { loadPageData, movedPermanently, redirectToCanonical } from '../../lib/page-data.server.ts';

/** The loaders of the marketplace's pages (server only: they read the table through functions/lib). */

export const loadMarketplace = () => loadPageData(listMarketplace, 'Page not found.');

/** `/marketplace/<country>`: every country, and the one whose states the page opens with. */
export async function loadCountryPage(countrySlug: string) {
  const countries = await loadMarketplace();
  const found = await loadPageData(
    async () => countries.find((country) => country.slug === countrySlug),
    'Country not found.',
  );
  return { countries, country: { ...found, path: countryPagePath(found.slug) } };
}

/** `/marketplace/<country>/<state>`: an old slug (a renamed place) moves to the current path. */
export async function loadStatePage(url: URL, countrySlug: string, stateSlug: string) {
  const state = await loadPageData(() => findStateForPage(countrySlug, stateSlug), 'State not found.');
  redirectToCanonical(url, state.path);
  return { state };
}

export async function loadDistrictPage(
  url: URL,
  countrySlug: string,
  stateSlug: string,
  districtSlug: string,
) {
  const district = await loadPageData(
    () => findDistrictForPage(countrySlug, stateSlug, districtSlug),
    'District not found.',
  );
  redirectToCanonical(url, district.path);
  return { district };
}

/** The spec's `/districts/<stateId>`: 301 to the state's page. */
export async function redirectLegacyStatePage(url: URL, stateId: string): Promise<never> {
  const state = await loadPageData(() => getStateDetail(stateId), 'State not found.');
  return movedPermanently(url, state.path);
}

/** The spec's `/marketplacedetails/<districtId>`: 301 to the district's page. */
export async function redirectLegacyDistrictPage(url: URL, districtId: string): Promise<never> {
  const district = await loadPageData(() => getDistrictDetail(districtId), 'District not found.');
  return movedPermanently(url, district.path);
}
