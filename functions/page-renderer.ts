import * as build from '#server-build';
import stylesheets from '#server-stylesheets' with { type: 'json' };
import { createPageRenderer } from './lib/http/page-rendering.ts';

/** Every page that is not a file in the site bucket: blog, marketplace, dashboard shell, 404 (functions/lib/http/page-rendering.ts). */
export const handler = createPageRenderer(build, stylesheets);
