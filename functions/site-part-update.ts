import * as v from 'valibot';
import { sitePartLabels, sitePartSchemas } from '../shared/site-settings.ts';
import { expectedVersion } from '../shared/validation.ts';
import { saveSitePart, sitePartNamed } from './lib/content/site-saving.ts';
import { recordedChange } from './lib/data/activity-repository.ts';
import { adminHandler, validatedBody } from './lib/http/http-handler.ts';

/** The body's `version` and `draftVersion`; its other fields are the part's, checked once the path names the part. */
const partBody = v.looseObject({ version: expectedVersion, draftVersion: expectedVersion });

/**
 * PUT /api/admin/site/{part} {…the part's fields, version, draftVersion?}: publishes them as the
 * part's next version (409 on a stale one); with `draftVersion` (the draft the form opened, 0:
 * none) the pending draft is what was published and goes with it (docs/decisions/070).
 */
export const handler = adminHandler({ schema: partBody }, ({ admin, input, pathParameters }) => {
  const part = sitePartNamed(pathParameters.part);
  const value = validatedBody(sitePartSchemas[part], input);
  return recordedChange(
    { by: admin.email, kind: 'site', action: 'changed', itemId: part, label: sitePartLabels[part] },
    () => saveSitePart(part, value, input.version, admin.email, input.draftVersion),
  );
});
