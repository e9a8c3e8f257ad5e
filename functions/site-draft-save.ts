import * as v from 'valibot';
import { publicationEntries } from '../shared/publication-rules.ts';
import { sitePartLabels, sitePartSchemas } from '../shared/site-settings.ts';
import { expectedVersion } from '../shared/validation.ts';
import { saveSiteDraft, sitePartNamed } from './lib/content/site-saving.ts';
import { recordedChange } from './lib/data/activity-repository.ts';
import { adminHandler, validatedBody } from './lib/http/http-handler.ts';

/** The body's draft `version` and `publishAt`; its other fields are the part's, checked once the path names the part. */
const draftBody = v.looseObject({ version: expectedVersion, publishAt: publicationEntries.publishAt });

/**
 * PUT /api/admin/site/{part}/draft {…the part's fields, version, publishAt?}: keeps them as the
 * part's draft, which visitors do not see (docs/decisions/070); with `publishAt` (ISO-8601, in
 * the future) it is published then. `version` is the draft's as read (0: none; 409 when stale).
 */
export const handler = adminHandler({ schema: draftBody }, ({ admin, input, pathParameters }) => {
  const part = sitePartNamed(pathParameters.part);
  const value = validatedBody(sitePartSchemas[part], input);
  return recordedChange(
    {
      by: admin.email,
      kind: 'site',
      action: input.publishAt ? 'scheduled' : 'drafted',
      itemId: part,
      label: sitePartLabels[part],
    },
    () => saveSiteDraft(part, value, input.publishAt, input.version, admin.email),
  );
});
