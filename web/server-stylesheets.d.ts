/**
 * Types of `#server-stylesheets` (package.json "imports"): the client build's stylesheets by
 * URL, which web/first-paint-html.ts writes beside the server build for the page renderer.
 */
declare const stylesheets: Record<string, string>;
export default stylesheets;
