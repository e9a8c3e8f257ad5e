import type {
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerResult,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { logger } from './lib/logger.ts';
import { readCookie, sessionCookieName } from './lib/session-cookies.ts';
import { resumeSession, type SessionIdentity } from './lib/sessions.ts';

/**
 * The HTTP API Lambda authorizer (payload 2.0, simple responses) in front of every admin
 * route, here and in the local stack. It lets a request in only with a correctly signed
 * session cookie whose session is live, and hands the handler `{ email, sessionId }`.
 */
export async function handler(
  event: APIGatewayRequestAuthorizerEventV2,
): Promise<APIGatewaySimpleAuthorizerResult | APIGatewaySimpleAuthorizerWithContextResult<SessionIdentity>> {
  const token = readCookie(sessionCookieName, event.cookies, event.headers?.cookie ?? event.headers?.Cookie);
  if (!token) return { isAuthorized: false };
  try {
    const identity = await resumeSession(token);
    return identity ? { isAuthorized: true, context: identity } : { isAuthorized: false };
  } catch (error) {
    // Without a reachable table no session can be proven: refuse, and leave a trace.
    logger.error('authorizer failed', { error: error as Error });
    return { isAuthorized: false };
  }
}
