import type { DashboardData } from '../../../shared/api-types.ts';
import { listBlogsForAdmin } from '../data/blogs-repository.ts';
import { listContacts } from '../data/contacts-repository.ts';
import { readCounts } from '../data/table.ts';

/** How many of the newest contact messages and blogs the overview shows. */
export const overviewListSize = 5;

/** `GET /api/admin/dashboard-data`: three requests in parallel, whatever the data size. */
export async function loadDashboardData(email: string): Promise<DashboardData> {
  const [counts, contacts, latestBlogs] = await Promise.all([
    readCounts(),
    listContacts({ limit: overviewListSize }),
    listBlogsForAdmin({ limit: overviewListSize }),
  ]);
  return { admin: { email }, counts, latestContacts: contacts.items, latestBlogs: latestBlogs.items };
}
