import { adminCall } from '../shell/login-redirect.ts';
import { type ActionResult, failed, formText, formVersion, succeeded } from '../ui/action-result.ts';

/** The calls behind one location page's forms. */
export interface LocationCalls {
  add: (name: string) => Promise<unknown>;
  /** `version`: the one the page read (docs/decisions/051). */
  rename: (id: string, name: string, version?: number) => Promise<unknown>;
  remove: (id: string, version?: number) => Promise<unknown>;
}

/**
 * The `clientAction` of the countries, states and districts pages: `intent` is add,
 * rename or delete. Add and rename failures carry the server's message for the dialog;
 * a failed delete is a notice ('Could not delete …').
 */
export async function locationAction(
  request: Request,
  kind: string,
  calls: LocationCalls,
): Promise<ActionResult> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const name = formText(form, 'name').trim();
  const version = formVersion(form);
  try {
    return await adminCall(request, async () => {
      // A place's card says who changed it last (the guard's activity); a deleted one has no card.
      if (intent === 'add') {
        await calls.add(name);
        return succeeded(`Added ${name}.`, { dashboardChanged: true });
      }
      if (intent === 'rename') {
        await calls.rename(id, name, version);
        return succeeded(`Renamed to ${name}.`, { dashboardChanged: true });
      }
      if (intent === 'delete') {
        await calls.remove(id, version);
        return succeeded(`Deleted ${name}.`);
      }
      return { ok: false, error: `Unknown action '${intent}'.` } satisfies ActionResult;
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (intent === 'delete') {
      console.error(`Deleting the ${kind} failed:`, error);
      return failed(error, 'Something went wrong', `Could not delete ${name}.`);
    }
    console.error(`${intent === 'add' ? 'Add' : 'Rename'} ${kind} failed:`, error);
    return failed(error, 'Something went wrong');
  }
}
