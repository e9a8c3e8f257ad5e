/**
 * happy-dom has no `window.origin`, which React Router's prefetch links read (the dashboard's
 * idle prefetch, docs/decisions/075): the page's origin, as in a browser.
 */
if (window.origin === undefined) Object.defineProperty(window, 'origin', { value: location.origin });
