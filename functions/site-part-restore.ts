import { siteMessages, sitePartLabels } from '../shared/site-settings.ts';
import { deleteSchema } from '../shared/validation.ts';
import { versionNamed } from './lib/content/restoring.ts';
import { restoreSitePart, sitePartNamed } from './lib/content/site-saving.ts';
import { recordedChange } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * POST /api/admin/site/{part}/versions/{version}/restore {version}: the kept version's value
 * as the part's next version; `version` in the body is the live one the admin saw (409 when stale).
 */
export const handler = adminHandler({ schema: deleteSchema }, ({ admin, input, pathParameters }) => {
  const part = sitePartNamed(pathParameters.part);
  const restored = versionNamed(pathParameters.version, siteMessages.siteVersionGone);
  return recordedChange(
    {
      by: admin.email,
      kind: 'site',
      action: 'restored',
      itemId: part,
      label: `${sitePartLabels[part]} (version ${restored})`,
    },
    () => restoreSitePart(part, restored, input.version, admin.email),
  );
});
