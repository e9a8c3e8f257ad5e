import { type createRoutesStub, Outlet } from 'react-router';
import { defaultSiteSettings } from '../../shared/site-defaults.ts';
import {
  type SiteLayoutData,
  siteLayoutDataFrom,
  siteLayoutRouteId,
} from '../../web/lib/site-layout-data.ts';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** The site layout's data for today's settings, as its loader gives them (web/lib/site-layout-data.server.ts). */
export const defaultSiteLayoutData: SiteLayoutData = siteLayoutDataFrom(defaultSiteSettings);

/** `routes` inside the site layout's route, whose loader answers `data`, as every public page is. */
export const inSiteLayout = (routes: StubRoute[], data = defaultSiteLayoutData): StubRoute[] => [
  {
    id: siteLayoutRouteId,
    Component: Outlet,
    HydrateFallback: () => null,
    loader: () => data,
    children: routes,
  },
];

/** A public page's `meta` arguments' `matches`: the site layout's, with `data`. */
export const siteLayoutMatches = (data = defaultSiteLayoutData) => [
  { id: siteLayoutRouteId, loaderData: data },
];
