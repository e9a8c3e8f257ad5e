import {
  type ContactFields,
  type ContactMessageInput,
  contactMessageSchema,
  fillTimeField,
  firstIssue,
  honeypotField,
  messages,
  v,
} from '../../../shared/validation.ts';
import { callApi } from '../../lib/api-client.ts';

/** The spam traps' field names (docs/decisions/023), for the modules that load this one lazily. */
export { fillTimeField, honeypotField };

export type ContactField = keyof ContactFields;
export const contactFields: readonly ContactField[] = ['name', 'contact', 'email', 'message'];

export type ContactValues = Record<ContactField, string>;

export type ValidationResult =
  | { ok: true; input: ContactMessageInput }
  | { ok: false; message: string; field?: ContactField };

/**
 * The spec's order: blanks ('Please fill in all fields.'), then the 10-digit contact
 * number, then the email. The field is set when the problem belongs to one field.
 */
export function validateContactMessage(values: ContactValues): ValidationResult {
  const result = v.safeParse(contactMessageSchema, values);
  if (result.success) return { ok: true, input: result.output };
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const field = contactFields.find((name) => name === key);
  const message = firstIssue(result.issues);
  return field && message !== messages.fillAllFields ? { ok: false, message, field } : { ok: false, message };
}

/**
 * Sends the four fields with the spam traps (docs/decisions/023): the hidden field's value
 * (empty unless a bot filled it) and how long the form was open.
 */
export function sendContactMessage(
  input: ContactMessageInput,
  traps: { website: string; fillMs: number },
): Promise<unknown> {
  return callApi('contact-create', {
    body: { ...input, [honeypotField]: traps.website, [fillTimeField]: traps.fillMs },
  });
}
