// CloudFront Function (runtime cloudfront-js-2.0), viewer request of the site's default
// behaviour, whose origin group tries the site bucket first and the page renderer (the
// server-rendering Lambda) when the bucket has no such file (docs/decisions/021):
//   every prerendered page         -> `<path>/index.html`, its prerendered HTML in the bucket
//   `/`                            -> `/index.html`: never `/`, which the bucket would answer with
//                                     its listing; home is rendered (docs/decisions/049), so the
//                                     bucket's 404 sends it on to the renderer, which reads it as `/`
//   every other path               -> unchanged: a file in the bucket, or a page the renderer
//                                     renders (blog, marketplace, dashboard, 404, `.data`)
// It also passes the visitor's host on as x-forwarded-host (the renderer's canonical and
// link-preview URLs; the origins get their own Host), replacing whatever a visitor sent.
// API paths never get here: they have their own behaviours. infra/cloudfront-function-code.ts
// inlines shared/site-pages.ts's prerendered paths into the list below at synth.
const prerenderedPaths = [] /* PRERENDERED_PATHS */;

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls this by name.
function handler(event) {
  const request = event.request;
  const trimmed = request.uri.length > 1 ? request.uri.replace(/\/+$/, '') : request.uri;
  if (trimmed === '/' || trimmed === '') {
    request.uri = '/index.html';
  } else if (prerenderedPaths.indexOf(trimmed) !== -1) {
    request.uri = `${trimmed}/index.html`;
  }
  if (request.headers.host) request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  else delete request.headers['x-forwarded-host'];
  return request;
}
