import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerResult,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { csrfHeaderName, readCookie, sessionCookieName } from './lib/auth/session-cookies.ts';
import { type AuthorizerContext, isSessionCsrfToken, resumeSession } from './lib/auth/sessions.ts';
import { isBusyError } from './lib/http/error-response.ts';
import { isFromOurCloudFront } from './lib/http/origin-verification.ts';
import { logger } from './lib/runtime/logger.ts';

/**
 * The HTTP API Lambda authorizer (payload 2.0, simple responses) in front of every admin
 * route, here and in the local stack. It lets a request in only with a correctly signed
 * session cookie whose session is live (and whose admin still exists with the same session
 * version, docs/decisions/029), and hands the handler `{ email, sessionId, csrf }`:
 * whether the `X-XSRF-TOKEN` header is this session's CSRF token. Judging it here keeps the
 * signing key (Secrets Manager) out of every other function but login; the handler's
 * session guard refuses a state-changing request with `csrf: 'invalid'` (403).
 *
 * When the table is unreachable no session can be proven either way. Refusing would make
 * API Gateway answer 403 and send the admin to the login page; instead the request goes on
 * marked `unavailable`, and the handler's session guard answers 503 "busy" before doing
 * anything (no handler runs with an unproven identity). The authorizer cache stays off
 * (infra/http-api.ts), so that verdict is never reused.
 *
 * First of all, a request that did not come through our CloudFront (no origin header with
 * the secret, origin-verification.ts) is refused: API Gateway answers 403, and no session is
 * looked up for a direct caller.
 */
export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<
  APIGatewaySimpleAuthorizerResult | APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>
> {
  if (!(await isFromOurCloudFront(lowerCaseNames(event.headers)))) return { isAuthorized: false };
  const token = readCookie(sessionCookieName, event.cookies, event.headers?.cookie ?? event.headers?.Cookie);
  if (!token) return { isAuthorized: false };
  try {
    const identity = await resumeSession(token);
    if (!identity) return { isAuthorized: false };
    const csrfValid = isSessionCsrfToken(identity.key, identity.sessionId, event.headers?.[csrfHeaderName]);
    const { email, sessionId } = identity;
    return { isAuthorized: true, context: { email, sessionId, csrf: csrfValid ? 'valid' : 'invalid' } };
  } catch (error) {
    logger.error('authorizer failed', { error: error as Error });
    if (isBusyError(error)) return { isAuthorized: true, context: { unavailable: 'true' } };
    return { isAuthorized: false };
  }
}

/** API Gateway passes header names in lower case; the local stack and tests may not. */
const lowerCaseNames = (headers: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
