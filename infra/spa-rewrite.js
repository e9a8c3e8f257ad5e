// CloudFront Function (runtime cloudfront-js-2.0), viewer request of the site's default
// behaviour. It maps SPA paths to files of the React Router build in the site bucket:
//   `/` and every prerendered page  -> `<path>/index.html` (its own prerendered HTML)
//   anything that looks like a file -> unchanged (a missing asset stays a real 404)
//   every other path                -> `/__spa-fallback.html` (the SPA shell routes it)
// API paths never get here: they have their own behaviours. infra/spa-rewrite-code.ts
// inlines shared/site-pages.ts's prerendered paths into the list below at synth.
const prerenderedPaths = [] /* PRERENDERED_PATHS */;
const spaFallback = '/__spa-fallback.html';

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls this by name.
function handler(event) {
  const request = event.request;
  const trimmed = request.uri.length > 1 ? request.uri.replace(/\/+$/, '') : request.uri;
  if (trimmed === '/' || trimmed === '') {
    request.uri = '/index.html';
  } else if (prerenderedPaths.indexOf(trimmed) !== -1) {
    request.uri = `${trimmed}/index.html`;
  } else if (!/\.[A-Za-z0-9]+$/.test(trimmed.slice(trimmed.lastIndexOf('/')))) {
    request.uri = spaFallback;
  }
  return request;
}
