import type { Submission, SubmissionResult } from '@conform-to/react';
import { unconfirmedWriteMessage } from '../../../../shared/save-answers.ts';
import { messages } from '../../../../shared/validation.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Why a refused save asks the owner to reload rather than save again (docs/decisions/052):
 * `changed`, another admin saved since the form was opened (409, nothing was changed);
 * `unconfirmed`, the database did not confirm the write in time (503, it may be stored).
 */
export type ReloadReason = 'changed' | 'unconfirmed';

/**
 * A refused action: the message for the form, a notice, and whether to offer a reload.
 * `reply` is the form library's answer for the fields (docs/decisions/061): each field's
 * message, shown beside it, the first of them focused.
 */
export type ActionFailure = {
  ok: false;
  error: string;
  notice?: string;
  reload?: ReloadReason;
  reply?: SubmissionResult<string[]>;
};

/**
 * A submission the action's schema refused (the same shared schema the API checks): the
 * fields' messages, shown beside them. The form checks with it before sending, so only a
 * request the form did not make, or a rule only the action knows, ends here.
 */
export const refusedFields = (submission: Submission<unknown>): ActionFailure => ({
  ok: false,
  error: '',
  reply: submission.reply(),
});

/** What a form shows of a refusal (its own check's, or the action's): '' for none. */
export type FormProblem = Pick<ActionFailure, 'error' | 'reload'>;
export const noProblem: FormProblem = { error: '' };

/**
 * The problem once the owner types again: a field's message goes, an answer that asks for a
 * reload stays (typing does not make the stored item any newer).
 */
export const problemAfterTyping = (problem: FormProblem): FormProblem =>
  problem.reload ? problem : noProblem;

/**
 * A change that succeeded: its notice, and what it makes stale beyond the screen's own data
 * (docs/decisions/059). `saved` is the item as the API answered it, its new `version`
 * included, for a screen that shows it instead of reading it again. `dashboardChanged` says the
 * change shows in the guard's data on this screen: the header's count of new messages, or the
 * "Last changed by" lines of the blog and place screens; without it the guard is not read again.
 */
export type ActionSuccess<Saved = never> = {
  ok: true;
  notice: string;
  saved?: Saved;
  dashboardChanged?: true;
};

/**
 * What a dashboard `clientAction` answers a form with: a notice to show (the spec's texts
 * in place of its alert() pop-ups), and on failure the message for the form itself.
 */
export type ActionResult<Saved = never> = ActionSuccess<Saved> | ActionFailure;

export const succeeded = <Saved = never>(
  notice: string,
  stale: Pick<ActionSuccess<Saved>, 'saved' | 'dashboardChanged'> = {},
): ActionSuccess<Saved> => ({ ok: true, notice, ...stale });

/** The API tells these two answers by their text (shared with the API), each with its status. */
function reloadReason(error: ApiError): ReloadReason | undefined {
  if (error.status === 409 && error.message === messages.changedBySomeoneElse) return 'changed';
  if (error.status === 503 && error.message === unconfirmedWriteMessage) return 'unconfirmed';
  return undefined;
}

/**
 * A failed call as a result: the server's message when it sent one, else `fallback`. An
 * answer that asks for a reload is its own notice too: a generic "Could not delete" would
 * hide that someone else changed the item, or that it may be deleted already.
 */
export function failed(error: unknown, fallback: string, notice?: string): ActionFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { ok: false, error: fallback, notice };
  const reload = reloadReason(error);
  if (!reload) return { ok: false, error: error.message, notice };
  return { ok: false, error: error.message, notice: notice && error.message, reload };
}

/** A failure with no form to show it in: its message (the API's, else `fallback`) is the notice. */
export function failedAsNotice(error: unknown, fallback: string): ActionFailure {
  const failure = failed(error, fallback);
  return { ...failure, notice: failure.error };
}
