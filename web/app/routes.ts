import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page of the web app. A route module is named after its URL in React Router's
 * flat-route style (`/blog/:slug` -> `routes/blog.$slug.tsx`; `_` starts a layout or an
 * index). Public pages share the site layout; the dashboard's pages are lazy chunks of
 * their own, so no admin code reaches a public page.
 */
export default [
  layout('routes/_site.tsx', [
    index('routes/_index.tsx'),
    route('about', 'routes/about.tsx'),
    route('dogbreed', 'routes/dogbreed.tsx'),
    route('product', 'routes/product.tsx'),
    route('exp', 'routes/exp.tsx'),
    route('category-products', 'routes/category-products.tsx'),
    route('product/:id', 'routes/product.$id.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog.$slug.tsx'),
    route('marketplace', 'routes/marketplace.tsx'),
    route('marketplace/:country', 'routes/marketplace.$country.tsx'),
    route('marketplace/:country/:state', 'routes/marketplace.$country.$state.tsx'),
    route('marketplace/:country/:state/:district', 'routes/marketplace.$country.$state.$district.tsx'),
    route('districts/:stateId', 'routes/districts.$stateId.tsx'),
    route('marketplacedetails/:districtId', 'routes/marketplacedetails.$districtId.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('search', 'routes/search.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    // Preview links (docs/decisions/066): the pages of a post's or product's unsaved state, by
    // the public pages' own modules (same markup, same CSS) under route ids of their own.
    route('preview/blog/:token', 'routes/blog.$slug.tsx', { id: 'preview-blog' }),
    route('preview/product/:token', 'routes/product.$id.tsx', { id: 'preview-product' }),
    // A site part's: the page it is shown on (shared/site-urls.ts `sitePartPagePaths`).
    route('preview/site/:token', 'routes/_index.tsx', { id: 'preview-site' }),
    route('preview/site/:token/about', 'routes/about.tsx', { id: 'preview-site-about' }),
    route('preview/site/:token/dogbreed', 'routes/dogbreed.tsx', { id: 'preview-site-dogbreed' }),
    route('*', 'routes/$.tsx'),
  ]),
  ...prefix('dashboard', [
    route('das-login', 'routes/dashboard.das-login.tsx'),
    // Reached without a session: asking for a reset link, and using one (or an invitation).
    route('forgot-password', 'routes/dashboard.forgot-password.tsx'),
    route('set-password', 'routes/dashboard.set-password.tsx'),
    // The guard: a pathless layout whose clientLoader checks the session.
    layout('routes/dashboard._guard.tsx', [
      index('routes/dashboard._index.tsx'),
      route('countrypage', 'routes/dashboard.countrypage.tsx'),
      route('state/:countryName/:countryId', 'routes/dashboard.state.$countryName.$countryId.tsx'),
      route(
        'district/:countryId/:stateName/:stateId',
        'routes/dashboard.district.$countryId.$stateName.$stateId.tsx',
      ),
      route('blog', 'routes/dashboard.blog.tsx'),
      route('blogdetail/:id', 'routes/dashboard.blogdetail.$id.tsx'),
      route('products', 'routes/dashboard.products.tsx'),
      route('products/new', 'routes/dashboard.products.new.tsx'),
      route('products/:id', 'routes/dashboard.products.$id.tsx'),
      route('categories', 'routes/dashboard.categories.tsx'),
      route('contact', 'routes/dashboard.contact.tsx'),
      route('site', 'routes/dashboard.site.tsx'),
      route('admins', 'routes/dashboard.admins.tsx'),
      route('account', 'routes/dashboard.account.tsx'),
      route('insights', 'routes/dashboard.insights.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
