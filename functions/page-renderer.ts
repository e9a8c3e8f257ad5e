import * as build from '#server-build';
import stylesheets from '#server-stylesheets' with { type: 'json' };
import { createPageRenderer } from './lib/http/page-rendering.ts';
import { withPreviewAnswers } from './lib/http/preview-answers.ts';

/**
 * Every page that is not a file in the site bucket: blog, marketplace, dashboard shell, 404
 * (functions/lib/http/page-rendering.ts), and preview links' pages (preview-answers.ts).
 */
export const handler = withPreviewAnswers(createPageRenderer(build, stylesheets));
