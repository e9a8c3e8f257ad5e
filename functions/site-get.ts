import { readSiteOverview } from './lib/data/site-settings-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/site: every part of the site settings as stored now, and the launch checklist. */
export const handler = adminHandler({}, () => readSiteOverview());
