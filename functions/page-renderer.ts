import * as build from '#server-build';
import stylesheets from '#server-stylesheets' with { type: 'json' };
import { createPageRenderer } from './lib/page-rendering.ts';

/** Every page that is not a file in the site bucket: blog, marketplace, dashboard shell, 404 (functions/lib/page-rendering.ts). */
export const handler = createPageRenderer(build, stylesheets);
