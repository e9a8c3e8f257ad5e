import type { ActionResult } from './action-result.ts';

/**
 * What a self-resetting form (`useResettingForm`) says under its fields once its action has
 * answered: the refusal, or the success notice it keeps until the next submit.
 */
export function FormOutcome({ result, done, busy }: { result?: ActionResult; done: string; busy: boolean }) {
  if (busy) return null;
  return (
    <>
      {result && !result.ok && (
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
