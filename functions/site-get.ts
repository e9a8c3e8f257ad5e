import type { SiteSettingsOverview } from '../shared/site-settings.ts';
import { readSiteDrafts } from './lib/data/site-drafts-repository.ts';
import { readSiteOverview } from './lib/data/site-settings-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/site: every part of the site settings as stored now, their drafts, and the launch checklist. */
export const handler = adminHandler({}, async (): Promise<SiteSettingsOverview> => {
  const [overview, drafts] = await Promise.all([readSiteOverview(), readSiteDrafts()]);
  return { ...overview, drafts };
});
