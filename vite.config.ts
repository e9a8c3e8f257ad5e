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
  /[\\/](web[\\/](lib[\\/](api-client|site-layout-data)|components[\\/](product-search|social-links|page-meta|page-error|page-hero|pager|product-card))|shared[\\/]company-contact)\.tsx?$/;

export default defineConfig({
  publicDir: 'web/public',
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // First: React's modules stay in the framework chunk, which every page loads anyway.
            { name: 'framework', test: frameworkModules, priority: 2 },
            { name: 'site', test: siteModules, priority: 1 },
          ],
        },
      },
    },
  },
});
