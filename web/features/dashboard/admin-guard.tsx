import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { DashboardData } from '../../../shared/api-types.ts';
import { AdminHeader } from './admin-header.tsx';
import { dashboardApi } from './dashboard-api.ts';
import { DashboardDataContext } from './dashboard-data-context.tsx';
import { type LoginState, loginPath } from './login-redirect.ts';
import { NoticeProvider } from './notices.tsx';
import { Spinner } from './spinner.tsx';
import './dashboard.css';

/**
 * The guard of every dashboard page but the login: `GET /api/admin/dashboard-data` must
 * succeed. It is asked again on every page change, so an expired session is noticed at
 * once and the overview's numbers are fresh; the spinner shows only until the first answer.
 * Any failure (401/403 from the gateway, network) sends the admin to the login page,
 * remembering where they were going.
 */
export function AdminGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const [data, setData] = useState<DashboardData | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    dashboardApi
      .dashboardData(controller.signal)
      .then(setData)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Admin check failed:', error);
        const state: LoginState = {
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
        };
        navigate(loginPath, { replace: true, state });
      });
    return () => controller.abort();
  }, [location.pathname, location.search, location.hash, navigate]);

  if (!data) {
    return (
      <div className="dash-root dash-root--centered">
        <Spinner label="Checking your session…" />
      </div>
    );
  }
  return (
    <DashboardDataContext.Provider value={data}>
      <NoticeProvider>
        <div className="dash-root">
          <a className="dash-skip-link" href="#dash-main">
            Skip to content
          </a>
          <AdminHeader adminEmail={data.admin.email} />
          <main id="dash-main" className="dash-main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </NoticeProvider>
    </DashboardDataContext.Provider>
  );
}
