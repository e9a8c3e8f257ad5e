/**
 * Whether an AWS SDK call that threw may still have taken effect: its request went out and
 * no answer came. SendEmail (mail/ses-client.ts, docs/decisions/053) and a DynamoDB
 * transaction (runtime/unconfirmed-writes.ts, docs/decisions/052) both need it, to tell "it
 * did not happen: try again" from "it may have happened: check before doing it again".
 */

/** The Node HTTP handler's error for a connection never made (@smithy/node-http-handler). */
const neverConnected = /did not establish a connection/;

/**
 * Codes of an attempt that had sent its request: the request timeout (its socket connected,
 * the request was written, no answer within the limit) and a connection dropped mid-request.
 * The HTTP handler also names these errors `TimeoutError`.
 */
const afterSendingCodes = new Set(['ETIMEDOUT', 'ECONNRESET', 'EPIPE']);

/**
 * True when the request may have reached the service: on its way or sent when the attempt's
 * time ran out, the connection broke after it was written, or the caller gave up on it
 * (AbortError). False when the service answered (its error carries the HTTP status: it
 * refused, so nothing was done) or nothing was sent: a connection refused, never looked up,
 * or not made within the connection timeout (a `TimeoutError` without a code).
 */
export function mayHaveTakenEffect(error: unknown): boolean {
  const { name, code, message, $metadata } = (error ?? {}) as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if ($metadata?.httpStatusCode !== undefined) return false;
  if (name === 'AbortError' || afterSendingCodes.has(code ?? '')) return true;
  return name === 'TimeoutError' && !neverConnected.test(message ?? '');
}
