import { Outlet, useNavigation } from 'react-router';
import type { ActivityData } from '../../../../shared/api-types.ts';
import { NoticeProvider } from '../ui/notices.tsx';
import { ActivityProvider, emptyActivity } from './activity-context.tsx';
import { AdminHeader } from './admin-header.tsx';
import './dashboard.css';

/**
 * Every dashboard page but the login, once the guard (the layout route's clientLoader)
 * has found a session: skip link, header, the page, the notices. While the next page's
 * data loads, a bar runs along the top and the page is marked busy.
 */
export function AdminLayout({
  adminEmail,
  newMessages,
  activity = emptyActivity,
}: {
  adminEmail: string;
  newMessages: number;
  activity?: ActivityData;
}) {
  const loading = useNavigation().state === 'loading';
  return (
    <NoticeProvider>
      <ActivityProvider activity={activity}>
        <div className="dash-root">
          <a className="dash-skip-link" href="#dash-main">
            Skip to content
          </a>
          <AdminHeader adminEmail={adminEmail} newMessages={newMessages} />
          {loading && <div className="dash-route-progress" aria-hidden="true" />}
          <main id="dash-main" className="dash-main" tabIndex={-1} aria-busy={loading || undefined}>
            <Outlet />
          </main>
        </div>
      </ActivityProvider>
    </NoticeProvider>
  );
}
