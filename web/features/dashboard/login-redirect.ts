import type { Location } from 'react-router';

export const loginPath = '/dashboard/das-login';
export const overviewPath = '/dashboard';

/** The navigation state the guard leaves for the login page: where the admin was going. */
export interface LoginState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where to go after login: the remembered dashboard page, or the overview. Never off the dashboard. */
export function afterLoginPath(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return overviewPath;
  const { pathname } = from;
  const inDashboard = pathname === overviewPath || pathname.startsWith(`${overviewPath}/`);
  if (!inDashboard || pathname === loginPath) return overviewPath;
  return `${pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
