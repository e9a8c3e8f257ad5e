/**
 * The header CloudFront adds, with the origin secret, to every request it forwards to the
 * API (infra: the API origin's custom header; functions/lib/http/origin-verification.ts checks it;
 * docs/decisions/028). One name for the CDK app, the handlers and the local gateway.
 */
export const originVerifyHeader = 'x-origin-verify';
