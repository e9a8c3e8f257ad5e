import type { ActionResult } from './action-result.ts';

/**
 * What a self-resetting form (the accounts' ResettingFormPanel) says under its fields once its
 * action has answered: the refusal (none when the action only refused fields: their messages
 * are beside them), or the success notice it keeps until the next answer.
 */
export function FormOutcome({ result, done, busy }: { result?: ActionResult; done: string; busy: boolean }) {
  if (busy) return null;
  return (
    <>
      {result && !result.ok && result.error && (
        <p className="dash-error-box" role="alert">
          {result.error}
        </p>
      )}
      {done && (
        <p className="dash-success-box" role="status">
          {done}
        </p>
      )}
    </>
  );
}
