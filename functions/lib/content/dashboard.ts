import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Counts, DashboardData } from '../../../shared/api-types.ts';
import { listBlogSummaries } from '../data/blogs-repository.ts';
import { listContacts } from '../data/contacts-repository.ts';
import { countsKey, tableName } from '../data/table.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';

/** How many of the newest contact messages and blogs the overview shows. */
export const overviewListSize = 5;

/** The overview's counts: one GetItem of the counters item the writes keep exact. */
export async function readCounts(): Promise<Counts> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: countsKey }),
  );
  return {
    blogs: Item?.blogs ?? 0,
    countries: Item?.countries ?? 0,
    states: Item?.states ?? 0,
    districts: Item?.districts ?? 0,
    contacts: Item?.contacts ?? 0,
    newContacts: Item?.newContacts ?? 0,
  };
}

/** `GET /api/admin/dashboard-data`: three requests in parallel, whatever the data size. */
export async function loadDashboardData(email: string): Promise<DashboardData> {
  const [counts, contacts, latestBlogs] = await Promise.all([
    readCounts(),
    listContacts({ limit: overviewListSize }),
    listBlogSummaries({ limit: overviewListSize }),
  ]);
  return { admin: { email }, counts, latestContacts: contacts.items, latestBlogs: latestBlogs.items };
}
