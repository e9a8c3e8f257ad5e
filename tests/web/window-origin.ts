/**
 * happy-dom has no `window.origin`, which React Router's prefetch links read (the dashboard's
 * idle prefetch, docs/decisions/075): the page's origin, as in a browser. A file of the web
 * project that runs in Node (`@vitest-environment node`, e.g. first-paint-build.test.ts) has no
 * window at all.
 */
if (typeof window !== 'undefined' && window.origin === undefined)
  Object.defineProperty(window, 'origin', { value: location.origin });
