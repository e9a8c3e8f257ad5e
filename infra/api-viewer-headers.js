// CloudFront Function (runtime cloudfront-js-2.0), viewer request of every API behaviour and
// of the contact forms' page, which goes through the API too (docs/decisions/046).
// API Gateway sees neither the visitor's Host (the origin request policy must send the
// API's own) nor the visitor's address (its sourceIp is CloudFront's), so this passes both
// on in headers it sets itself, replacing whatever a visitor sent under those names:
//   x-forwarded-host  the host the visitor asked for (the sitemap's absolute URLs)
//   x-viewer-address  the visitor's IP address (failed logins and messages per address, ADR 020, 023)

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls this by name.
function handler(event) {
  const request = event.request;
  if (request.headers.host) request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  else delete request.headers['x-forwarded-host'];
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
