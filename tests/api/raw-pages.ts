import type { TestStack } from './test-stack.ts';

/** A page as a crawler or link previewer gets it: one response, no script run. */
export interface RawPage {
  status: number;
  headers: Headers;
  html: string;
}

/** One GET of a page of the stack, no redirect followed (a 301 is the answer under test). */
export async function fetchRawPage(stack: TestStack, path: string): Promise<RawPage> {
  const response = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The product pages a page's product grids link to, in order. */
export const productCardLinks = (html: string): string[] =>
  [...html.matchAll(/<a class="link-card product-card"[^>]*href="(\/product\/[^"]+)"/g)].map(
    ([, href]) => href,
  );
