import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * React, React DOM and React Router go into one `framework` chunk. Every page loads all of
 * them, and Rolldown's automatic splitting cut them into six modules by which route imports
 * what (entry, utils, components, errorBoundaries, lib, jsx-runtime). One file is 3.4 KB
 * smaller gzipped than the six, and on a phone on slow 4G (150 ms a round trip, six
 * connections) four fewer requests after `load`, when a page fetches its modules
 * (docs/decisions/036, update of 2026-11-24). Quill and Swiper stay lazy chunks of their own.
 */
const frameworkModules = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The app's own modules that public pages and the dashboard's screens both load (the API
 * client, the photo components, a page's public path) go into the framework chunk too, with
 * what they import. In the `site` chunk they made every dashboard screen load the public
 * pages' parts with them (the header's search, the pager, the card, the meta: 3-5 KB gzipped;
 * issue 37's dashboard budget). Every public page loads them anyway: no page loads more. So
 * does the idle prefetch both use (web/components/idle-prefetch-pages.tsx, docs/decisions/075).
 */
const sharedAppModules =
  /[\\/](web[\\/](lib[\\/](api-client|when-idle|idle-prefetch)|components[\\/](catalogue-photo|responsive-picture|idle-prefetch-pages))|shared[\\/]site-pages)\.tsx?$/;

/**
 * Vite's helper for lazy imports, which every page uses, joins the framework chunk: left to
 * Rolldown it went into the first chunk with a lazy import, and when that was the `site` chunk
 * (a link's idle prefetch, web/components/page-link.tsx) every dashboard screen loaded the
 * public pages' parts with it (+4.8 KB); as a file of its own it cost each page a request.
 */
const preloadHelper = /vite[\\/]preload-helper/;

/**
 * The modules most public pages share go into one `site` chunk, with what they import: the
 * header's search with its API client, the footer's links and contact details and the site
 * settings' data (every page), and the page parts of the lists and posts (meta, error, hero,
 * pager, product card with its photo). Automatic splitting made a
 * file of each by which routes import it: `/product` fetched 18 modules, 11 of them under
 * 2 KB. On a phone over HTTP/1.1 (six connections, 150 ms round trips) they queued behind
 * the card photos, and the lists hydrated 150-250 ms later than with 7 (docs/decisions/036,
 * update of 2026-11-26). Only public, dependency-free parts: the sanitiser and validation stay
 * with the routes that need them.
 */
const siteModules =
  /[\\/](web[\\/](lib[\\/](api-client|site-layout-data|visit)|components[\\/](product-search|social-links|page-meta|page-error|page-hero|pager|product-card))|shared[\\/]company-contact)\.tsx?$/;

/**
 * The dashboard's small parts that its screens share (the shell's routes, errors and notices;
 * the dialogs, buttons and fetchers of its forms) go into one `dashboard` chunk. Automatic
 * splitting made a file of each, 0.1-0.8 KB gzipped: a screen fetched over thirty, and each
 * file's own gzip and import lines weighed on its first load (issue 37's dashboard budget).
 * Only parts without heavy imports: the form library and the schemas stay with the screens
 * that have forms; and only parts the forms' screens use too (the lists' Load more, item
 * buttons and cut texts stay with the lists, whose budgets have room).
 */
const dashboardModules =
  /[\\/]web[\\/]features[\\/]dashboard[\\/](ui[\\/](form-fields|save-problem|use-action-fetcher|confirm-dialog|leave-guard|modal|page-header|paging|notices|dialog-loading|revalidation|field-error|dialog-form-end)|shell[\\/](spinner|activity-context|login-redirect|dashboard-route|dashboard-meta|route-error|dashboard-api))\.tsx?$/;

export default defineConfig({
  publicDir: 'web/public',
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // First: React's modules (and sharedAppModules) stay in the framework chunk, which every page loads anyway.
            {
              name: 'framework',
              test: (id: string) =>
                frameworkModules.test(id) || sharedAppModules.test(id) || preloadHelper.test(id),
              priority: 2,
            },
            // The site settings' shapes, which the dashboard's Site screen, overview and contact
            // screen read (public pages read none of them: they get the settings as data; today's
            // values, shared/site-defaults.ts, stay with what shows or seeds them). Grouped, so no
            // screen loads them inside another screen's chunk.
            { name: 'site-parts', test: /[\\/]shared[\\/]site-parts\.ts$/, priority: 1.5 },
            { name: 'site', test: siteModules, priority: 1 },
            { name: 'dashboard', test: dashboardModules, priority: 1 },
          ],
        },
      },
    },
  },
});
