import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page of the web app. Public pages share the site layout; the dashboard's pages
 * are lazy chunks of their own, so no admin code reaches a public page.
 */
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('dogbreed', 'routes/dog-breeds.tsx'),
    route('product', 'routes/products.tsx'),
    route('exp', 'routes/products-by-filter.tsx'),
    route('category-products', 'routes/category-products.tsx'),
    route('product/:id', 'routes/product-detail.tsx'),
    route('blog', 'routes/blogs.tsx'),
    route('blog/:id', 'routes/blog-detail.tsx'),
    route('marketplace', 'routes/marketplace.tsx'),
    route('districts/:stateId', 'routes/districts.tsx'),
    route('marketplacedetails/:districtId', 'routes/district-page.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  ...prefix('dashboard', [
    route('das-login', 'routes/dashboard/login.tsx'),
    layout('routes/dashboard/guarded-layout.tsx', [
      index('routes/dashboard/overview.tsx'),
      route('countrypage', 'routes/dashboard/countries.tsx'),
      route('state/:countryName/:countryId', 'routes/dashboard/states.tsx'),
      route('district/:countryId/:stateName/:stateId', 'routes/dashboard/districts.tsx'),
      route('blog', 'routes/dashboard/blogs.tsx'),
      route('blogdetail/:id', 'routes/dashboard/blog-detail.tsx'),
      route('contact', 'routes/dashboard/contact-messages.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
