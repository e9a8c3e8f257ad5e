import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet, useLocation, useNavigationType } from 'react-router';
import type { DashboardData } from '../../shared/api-types.ts';
import {
  defaultSiteSettings,
  type SitePartName,
  type SiteSettingsOverview,
  sitePartNames,
} from '../../shared/site-settings.ts';
import * as guard from '../../web/app/routes/dashboard._guard.tsx';
import * as overview from '../../web/app/routes/dashboard._index.tsx';
import * as account from '../../web/app/routes/dashboard.account.tsx';
import * as admins from '../../web/app/routes/dashboard.admins.tsx';
import * as blogs from '../../web/app/routes/dashboard.blog.tsx';
import * as blogDetail from '../../web/app/routes/dashboard.blogdetail.$id.tsx';
import * as categories from '../../web/app/routes/dashboard.categories.tsx';
import * as contact from '../../web/app/routes/dashboard.contact.tsx';
import * as countries from '../../web/app/routes/dashboard.countrypage.tsx';
import * as login from '../../web/app/routes/dashboard.das-login.tsx';
import * as districts from '../../web/app/routes/dashboard.district.$countryId.$stateName.$stateId.tsx';
import * as forgotPassword from '../../web/app/routes/dashboard.forgot-password.tsx';
import * as insights from '../../web/app/routes/dashboard.insights.tsx';
import * as productEdit from '../../web/app/routes/dashboard.products.$id.tsx';
import * as productNew from '../../web/app/routes/dashboard.products.new.tsx';
import * as products from '../../web/app/routes/dashboard.products.tsx';
import * as setPassword from '../../web/app/routes/dashboard.set-password.tsx';
import * as site from '../../web/app/routes/dashboard.site.tsx';
import * as states from '../../web/app/routes/dashboard.state.$countryName.$countryId.tsx';
import { fakeApi } from './dashboard-fake-api.ts';
// Before React Router first checks how FormData takes a submit button.
import './spec-form-data.ts';

type StubRoutes = Parameters<typeof createRoutesStub>[0];
type StubRoute = StubRoutes[number];

/** A route module's exports, as the framework would wire them (clientLoader as the loader). */
interface RouteModule {
  default: ComponentType<never>;
  clientLoader?: unknown;
  clientAction?: unknown;
  ErrorBoundary?: ComponentType<never>;
  HydrateFallback?: ComponentType;
  shouldRevalidate?: unknown;
}

export function fromModule(id: string, module: RouteModule, at: { path?: string; index?: true }): StubRoute {
  return {
    id,
    ...at,
    Component: module.default,
    loader: module.clientLoader,
    action: module.clientAction,
    ErrorBoundary: module.ErrorBoundary,
    HydrateFallback: module.HydrateFallback,
    shouldRevalidate: module.shouldRevalidate,
  } as StubRoute;
}

/** Where the router is, shown under every page, for the tests to read. */
function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <div hidden data-testid="location" data-navigation={navigationType}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

/** The dashboard's route tree as web/app/routes.ts declares it, with the real route modules. */
export const dashboardRoutes: StubRoutes = [
  {
    id: 'root',
    Component: Root,
    children: [
      {
        id: 'dashboard',
        path: '/dashboard',
        children: [
          fromModule('routes/dashboard.das-login', login, { path: 'das-login' }),
          fromModule('routes/dashboard.forgot-password', forgotPassword, { path: 'forgot-password' }),
          fromModule('routes/dashboard.set-password', setPassword, { path: 'set-password' }),
          {
            ...fromModule(guard.guardRouteId, guard, {}),
            children: [
              fromModule('routes/dashboard._index', overview, { index: true }),
              fromModule('routes/dashboard.countrypage', countries, { path: 'countrypage' }),
              fromModule('routes/dashboard.state', states, { path: 'state/:countryName/:countryId' }),
              fromModule('routes/dashboard.district', districts, {
                path: 'district/:countryId/:stateName/:stateId',
              }),
              fromModule('routes/dashboard.blog', blogs, { path: 'blog' }),
              fromModule('routes/dashboard.blogdetail', blogDetail, { path: 'blogdetail/:id' }),
              fromModule('routes/dashboard.products', products, { path: 'products' }),
              fromModule('routes/dashboard.products.new', productNew, { path: 'products/new' }),
              fromModule('routes/dashboard.products.$id', productEdit, { path: 'products/:id' }),
              fromModule('routes/dashboard.categories', categories, { path: 'categories' }),
              fromModule('routes/dashboard.contact', contact, { path: 'contact' }),
              fromModule('routes/dashboard.site', site, { path: 'site' }),
              fromModule('routes/dashboard.admins', admins, { path: 'admins' }),
              fromModule('routes/dashboard.account', account, { path: 'account' }),
              fromModule('routes/dashboard.insights', insights, { path: 'insights' }),
            ],
          },
        ],
      },
    ],
  },
];

export const dashboardData: DashboardData = {
  admin: { email: 'admin@example.com' },
  counts: { blogs: 3, countries: 2, states: 5, districts: 9, contacts: 1, newContacts: 1 },
  latestContacts: [],
  latestBlogs: [],
};

/** The site settings as `GET /api/admin/site` answers them: today's values, each part at version 1. */
export function storedSite(placeholders: SiteSettingsOverview['placeholders'] = []): SiteSettingsOverview {
  const stored = <P extends SitePartName>(part: P) => ({
    value: structuredClone(defaultSiteSettings[part]),
    version: 1,
    updatedAt: '2026-11-27T10:00:00.000Z',
    updatedBy: 'migration',
  });
  return {
    parts: Object.fromEntries(
      sitePartNames.map((part) => [part, stored(part)]),
    ) as SiteSettingsOverview['parts'],
    placeholders,
    drafts: {},
  };
}

/** Opens `path` in the dashboard; the fake API has the given routes, and a session unless told otherwise. */
export function renderDashboard(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/admin/dashboard-data': { body: dashboardData },
    // Who changed what (issue 13): the guard loads it with the dashboard's data.
    'GET /api/admin/activity': { body: { latest: [], lastChanges: {} } },
    // The overview's launch checklist (issue 34): nothing left to fill in.
    'GET /api/admin/site': { body: storedSite() },
    ...routes,
  });
  const Stub = createRoutesStub(dashboardRoutes);
  render(<Stub initialEntries={[path]} />);
  return api;
}

/** The router's current path and query, and how it got there (PUSH, REPLACE, POP). */
export function currentLocation(screen: { getByTestId: (id: string) => HTMLElement }) {
  const probe = screen.getByTestId('location');
  return { url: probe.textContent, navigation: probe.dataset.navigation };
}
