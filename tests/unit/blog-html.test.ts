import { describe } from 'vitest';
import { sanitizeBlogHtml } from '../../functions/lib/blog-html.ts';
import { describeBlogHtmlSanitiser } from './support/blog-html-cases.ts';

describe('the server sanitiser (sanitize-html, shared policy)', () => {
  describeBlogHtmlSanitiser(sanitizeBlogHtml);
});
