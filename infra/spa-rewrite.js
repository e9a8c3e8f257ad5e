// CloudFront Function (runtime cloudfront-js-2.0), viewer request of the site's default
// behaviour, whose origin group tries the site bucket first and the page renderer (the
// server-rendering Lambda) when the bucket has no such file (docs/decisions/021):
//   `/`                -> `/index.html`: never `/`, which the bucket would answer with its
//                         listing; the bucket holds no page (docs/decisions/063), so its 404
//                         sends it on to the renderer, which reads it as `/`
//   every other path   -> unchanged: a file in the bucket, or a page the renderer renders
// It also passes the visitor's host on as x-forwarded-host (the renderer's canonical and
// link-preview URLs; the origins get their own Host), replacing whatever a visitor sent.
// API paths never get here: they have their own behaviours.

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls this by name.
function handler(event) {
  const request = event.request;
  if (/^\/*$/.test(request.uri)) request.uri = '/index.html';
  if (request.headers.host) request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  else delete request.headers['x-forwarded-host'];
  return request;
}
