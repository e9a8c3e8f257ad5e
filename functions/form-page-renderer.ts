import * as build from '#server-build';
import stylesheets from '#server-stylesheets' with { type: 'json' };
import { createPageRenderer, renderingOnlyForOurCloudFront } from './lib/http/page-rendering.ts';

/**
 * The page the contact forms post to (shared/site-pages.ts `contactFormPagePath`), every method,
 * through the HTTP API: the browser's own POST, which the page renderer's Function URL cannot
 * take behind CloudFront, and the page's GET (docs/decisions/046).
 */
export const handler = renderingOnlyForOurCloudFront(createPageRenderer(build, stylesheets));
