import { redirect } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import type { ActionFailure, ActionResult } from '../ui/action-result.ts';

export const loginPath = '/dashboard/das-login';
export const overviewPath = '/dashboard';
/** The login page's query parameter holding where the admin was going. */
export const returnParam = 'redirectTo';

const origin = 'http://dashboard.invalid';

/**
 * Where to go after login: the remembered dashboard page (path, query and hash), or the
 * overview. Never off the dashboard, never another origin, never the login page itself.
 */
export function afterLoginPath(returnTo: string | null | undefined): string {
  if (!returnTo?.startsWith('/')) return overviewPath;
  let url: URL;
  try {
    url = new URL(returnTo, origin);
  } catch {
    return overviewPath;
  }
  const { pathname } = url;
  const inDashboard = pathname === overviewPath || pathname.startsWith(`${overviewPath}/`);
  if (url.origin !== origin || !inDashboard || pathname === loginPath) return overviewPath;
  return `${pathname}${url.search}${url.hash}`;
}

/** The login page, carrying the page the admin asked for (none for the overview, the default). */
export function loginRedirectPath(from: Pick<URL, 'pathname' | 'search' | 'hash'>): string {
  const returnTo = afterLoginPath(`${from.pathname}${from.search}${from.hash}`);
  if (returnTo === overviewPath) return loginPath;
  return `${loginPath}?${new URLSearchParams({ [returnParam]: returnTo })}`;
}

/** A refused session: the gateway's 401 (no or bad cookie) or 403 (bad CSRF header). */
export const isSessionError = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Runs an admin call for a loader or action; an expired session sends the admin to the
 * login page (with the page to come back to) instead of showing an error.
 */
export async function adminCall<T>(request: Request, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isSessionError(error)) throw redirect(loginRedirectPath(new URL(request.url)));
    throw error;
  }
}

/**
 * An action's admin change: it runs like `adminCall` (an expired session sends the admin to
 * the login page), and any other failure is answered by `refused(error)` (usually `failed`,
 * ui/action-result.ts) for the form, logged first when `log` names it ('Deleting the message
 * failed:'). So an action throws only to send the admin to log in again.
 */
export async function adminChange<Saved = never>(
  request: Request,
  change: () => Promise<ActionResult<Saved>>,
  refused: (error: unknown) => ActionFailure,
  log?: string,
): Promise<ActionResult<Saved>> {
  try {
    return await adminCall(request, change);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (log) console.error(log, error);
    return refused(error);
  }
}

/**
 * A loader's admin call: like `adminCall`, and any other failure is logged
 * ('Error fetching <what>:', as the spec logs them) before the route's ErrorBoundary shows it.
 */
export async function adminLoad<T>(request: Request, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await adminCall(request, call);
  } catch (error) {
    if (!(error instanceof Response) && !request.signal.aborted)
      console.error(`Error fetching ${what}:`, error);
    throw error;
  }
}
