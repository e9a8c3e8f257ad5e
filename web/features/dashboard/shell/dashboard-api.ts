/**
 * The dashboard's own calls: its data, logging out and the activity. Each screen's own calls live in its folder
 * (blog/blog-api.ts, contact/contact-api.ts, …); each names its route of shared/routes.ts
 * (method and path come from there, answers are typed by shared/api-types.ts).
 */
import { callApi } from '../../../lib/api-client.ts';

export const dashboardApi = {
  dashboardData: (signal?: AbortSignal) => callApi('dashboard-data', { signal }),
  logout: () => callApi('admin-logout'),
  activity: (signal?: AbortSignal) => callApi('activity-list', { signal }),
};
