import { ApiError } from '../../../lib/api-client.ts';

/**
 * What a dashboard `clientAction` answers a form with: a notice to show (the spec's texts
 * in place of its alert() pop-ups), and on failure the message for the form itself.
 */
export type ActionResult = { ok: true; notice: string } | { ok: false; error: string; notice?: string };

export const succeeded = (notice: string): ActionResult => ({ ok: true, notice });

/** A failed call as a result: the server's message when it sent one, else `fallback`. */
export function failed(error: unknown, fallback: string, notice?: string): ActionResult {
  const message = error instanceof ApiError && error.status !== 0 ? error.message : fallback;
  return { ok: false, error: message, notice };
}

/** A field of a submitted form as a string ('' when absent). */
export const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
