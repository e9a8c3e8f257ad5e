import { adminChange } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { formText, formVersion } from '../ui/form-fields.ts';
import type { NameSchema } from './name-dialog.tsx';

/** The calls behind one location page's forms. */
export interface LocationCalls {
  add: (name: string) => Promise<unknown>;
  /** `version`: the one the page read (docs/decisions/051). */
  rename: (id: string, name: string, version?: number) => Promise<unknown>;
  remove: (id: string, version?: number) => Promise<unknown>;
}

/**
 * The `clientAction` of the countries, states and districts pages: `intent` is add,
 * rename or delete. An add or rename's name is checked with the level's shared schema
 * (`nameSchema`) and saved as it answers (a country's in the list's spelling); its
 * failures carry the server's message for the dialog; a failed delete is a notice
 * ('Could not delete …').
 */
export async function locationAction(
  request: Request,
  kind: string,
  calls: LocationCalls,
  nameSchema: NameSchema,
): Promise<ActionResult> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  if (intent === 'delete') return deleteLocation(request, kind, calls, form);
  const submission = checkedSubmission(form, nameSchema);
  if (!submission.ok) return submission;
  const { name, version } = submission.value;
  return adminChange(
    request,
    async () => {
      // A place's card says who changed it last (the guard's activity).
      if (intent === 'add') {
        await calls.add(name);
        return succeeded(`Added ${name}.`, { dashboardChanged: true });
      }
      if (intent === 'rename') {
        await calls.rename(id, name, version);
        return succeeded(`Renamed to ${name}.`, { dashboardChanged: true });
      }
      return { ok: false, error: `Unknown action '${intent}'.` };
    },
    (error) => failed(error, 'Something went wrong'),
    `${intent === 'add' ? 'Add' : 'Rename'} ${kind} failed:`,
  );
}

/** A confirmed delete, with the version the page read; its failure is a notice. */
function deleteLocation(
  request: Request,
  kind: string,
  calls: LocationCalls,
  form: FormData,
): Promise<ActionResult> {
  const name = formText(form, 'name');
  return adminChange(
    request,
    async () => {
      // A deleted place has no card, so nothing of the guard's changes.
      await calls.remove(formText(form, 'id'), formVersion(form));
      return succeeded(`Deleted ${name}.`);
    },
    (error) => failed(error, 'Something went wrong', `Could not delete ${name}.`),
    `Deleting the ${kind} failed:`,
  );
}
