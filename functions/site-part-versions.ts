import { sitePartNamed } from './lib/content/site-saving.ts';
import { listSitePartVersions } from './lib/data/site-settings-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/site/{part}/versions: the part's kept versions (the last 20), newest first. */
export const handler = adminHandler({}, async ({ pathParameters }) => ({
  versions: await listSitePartVersions(sitePartNamed(pathParameters.part)),
}));
