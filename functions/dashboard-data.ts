import { loadDashboardData } from './lib/content/dashboard.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/dashboard-data: the guard's check, and what the overview shows. */
export const handler = adminHandler({}, ({ admin }) => loadDashboardData(admin.email));
