import { readActivity } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/activity: the latest 20 changes, and who last changed each blog and place. */
export const handler = adminHandler({}, () => readActivity());
