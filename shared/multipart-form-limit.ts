/**
 * The largest multipart form the API takes: the spec's blog form with its photo (issue 38,
 * item 8). A synchronous Lambda invocation takes an event of at most 6 MB (6,291,456 bytes),
 * and API Gateway puts a form's body into it base64-encoded, 4 bytes for every 3, beside the
 * request's headers (at most about 10 KB). 4.5 MB of form is 6,000,000 bytes encoded: it
 * always fits, where a form of about 4.7 MB or more never reaches the function at all.
 * tests/unit/multipart-form-limit.test.ts checks that arithmetic against the local gateway's
 * figure. The dashboard's own upload goes straight to S3 and takes photos up to 25 MB.
 */
export const maxMultipartFormBytes = 4_500_000;

/**
 * The 413's message, from the API behaviours' CloudFront Function (infra/api-viewer-headers.js,
 * by Content-Length, before API Gateway, whose own answer is only "Request Entity Too Large")
 * and from the handler (a body sent without a Content-Length): what to do about it, in words
 * the spec's client logs with its "Failed to upload blog.".
 */
export const multipartFormTooLargeMessage =
  'The blog form is too large: the photo and the text together can be at most 4.5 MB (AWS Lambda takes at most 6 MB a request, and a form grows by a third on the way). Please choose a smaller photo, or add the photo in the dashboard, which takes photos up to 25 MB.';
