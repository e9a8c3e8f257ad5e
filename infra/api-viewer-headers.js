// CloudFront Function (runtime cloudfront-js-2.0), viewer request of every API behaviour and
// of the contact forms' page, which goes through the API too (docs/decisions/046).
// API Gateway sees neither the visitor's Host (the origin request policy must send the
// API's own) nor the visitor's address (its sourceIp is CloudFront's), so this passes both
// on in headers it sets itself, replacing whatever a visitor sent under those names:
//   x-forwarded-host  the host the visitor asked for (the sitemap's absolute URLs)
//   x-viewer-address  the visitor's IP address (failed logins and messages per address, ADR 020, 023)
//
// A multipart form to the API larger than the form limit can never reach its Lambda (6 MB
// of event, the form base64-encoded in it): it is answered here, by its Content-Length, with
// a message a person can act on, where API Gateway's own 413 says only "Request Entity Too
// Large" (issue 38, item 8; docs/decisions/055). The two values are filled in at synth from
// shared/multipart-form-limit.ts (infra/cloudfront-function-code.ts).
const maxMultipartFormBytes = 0 /* MAX_MULTIPART_FORM_BYTES */;
const formTooLargeBody = '' /* FORM_TOO_LARGE_BODY */;

function isFormTooLarge(request) {
  const contentType = request.headers['content-type'];
  const contentLength = request.headers['content-length'];
  return (
    contentType !== undefined &&
    /^multipart\/form-data/i.test(contentType.value) &&
    contentLength !== undefined &&
    Number(contentLength.value) > maxMultipartFormBytes &&
    request.uri.startsWith('/api/')
  );
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls this by name.
function handler(event) {
  const request = event.request;
  if (isFormTooLarge(request))
    return {
      statusCode: 413,
      statusDescription: 'Payload Too Large',
      headers: { 'content-type': { value: 'application/json' } },
      body: { encoding: 'text', data: formTooLargeBody },
    };
  if (request.headers.host) request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  else delete request.headers['x-forwarded-host'];
  request.headers['x-viewer-address'] = { value: event.viewer.ip };
  return request;
}
