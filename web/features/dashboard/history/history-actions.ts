import { adminChange } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { formText, formVersion } from '../ui/form-fields.ts';

/** The `intent` of a History dialog's Restore, which the item's form action hands to `restoreVersion`. */
export const restoreIntent = 'restore';

/**
 * A Restore from the History dialog (docs/decisions/067), in the clientAction of the item's
 * form: `id`, the kept version to bring back (`restore`) and the `version` the form opened.
 * Answers the item as the restore saved it (`saved`), which the form then shows.
 */
export function restoreVersion<Item>(
  request: Request,
  form: FormData,
  restore: (id: string, version: number, live: number | undefined) => Promise<Item>,
): Promise<ActionResult<Item>> {
  const restored = Number(formText(form, 'restore'));
  return adminChange(
    request,
    async () =>
      succeeded(`Version ${restored} restored.`, {
        saved: await restore(formText(form, 'id'), restored, formVersion(form)),
        dashboardChanged: true,
      }),
    (error) => failed(error, 'Could not restore the version.', 'Could not restore the version.'),
    'Restoring a version failed:',
  );
}
