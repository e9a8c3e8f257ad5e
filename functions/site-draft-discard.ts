import { safeParse } from 'valibot';
import { sitePartLabels } from '../shared/site-settings.ts';
import { deleteSchema, firstIssue } from '../shared/validation.ts';
import { discardSiteDraft, sitePartNamed } from './lib/content/site-saving.ts';
import { recordedChange } from './lib/data/activity-repository.ts';
import { InvalidInput } from './lib/domain-errors.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * DELETE /api/admin/site/{part}/draft?version=N: throws the part's draft away (and its schedule);
 * the live part stays (docs/decisions/070). 404 without a draft, 409 when it changed since N.
 */
export const handler = adminHandler({}, async ({ admin, pathParameters, query }) => {
  const part = sitePartNamed(pathParameters.part);
  const parsed = safeParse(deleteSchema, { version: query.version });
  if (!parsed.success) throw new InvalidInput(firstIssue(parsed.issues));
  await recordedChange(
    { by: admin.email, kind: 'site', action: 'discarded', itemId: part, label: sitePartLabels[part] },
    () => discardSiteDraft(part, parsed.output.version),
  );
  return { message: 'Draft discarded.' };
});
