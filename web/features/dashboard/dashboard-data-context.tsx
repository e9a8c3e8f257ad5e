import { createContext, useContext } from 'react';
import type { DashboardData } from '../../../shared/api-types.ts';

/**
 * What the guard fetched (`GET /api/admin/dashboard-data`): proof of the session, and the
 * overview's numbers, so no page has to fetch them a second time.
 */
export const DashboardDataContext = createContext<DashboardData | null>(null);

export function useDashboardData(): DashboardData {
  const data = useContext(DashboardDataContext);
  if (!data) throw new Error('useDashboardData must be used inside the dashboard guard');
  return data;
}
