import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs (one object per line), shared by every handler and the authorizer. */
export const logger = new Logger({ serviceName: 'pawcraft-api' });

/**
 * A request path fit for the logs: a path segment holding an email address (the Admins
 * screen's `DELETE /api/admin/admins/{email}`) becomes `{email}`. Logs carry no email
 * address, token or password (issue 13).
 */
export const loggablePath = (path: string | undefined): string | undefined =>
  path?.replace(/[^/?#]*(?:@|%40)[^/?#]*/gi, '{email}');
