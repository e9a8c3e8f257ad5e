import type { ContactOutcome } from './contact-action.server.ts';
import type { ContactField, ContactValues } from './contact-message.ts';

/**
 * The two contact forms of the spec differ only in their words and two rules:
 * - `teaser` (home, about): fields required by the browser, 'SENDING...' on the button;
 * - `page` (/contact): blank fields checked by us ('Please fill in all fields.'), 'Sending...'
 *   shown as a message, and editing any field clears the message.
 */
export const variants = {
  teaser: {
    submit: 'SEND MESSAGE',
    sending: 'SENDING...',
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
    browserRequired: true,
    clearMessageOnEdit: false,
  },
  page: {
    submit: 'Send Message',
    sending: 'Sending...',
    success: "Message sent successfully! We'll get back to you soon.",
    failure: 'Something went wrong. Please try again later.',
    browserRequired: false,
    clearMessageOnEdit: true,
  },
} as const;
export type ContactWords = (typeof variants)[keyof typeof variants];

/** What a contact form says: its status line and the fields it marks invalid. */
export interface Notice {
  status: string;
  /** A field's own message (the contact number's, the email's), shown under it. */
  fieldError?: { field: ContactField; message: string };
  /** The fields 'Please fill in all fields.' is about: invalid, with no message of their own. */
  blanks: ContactField[];
}

export const quiet: Notice = { status: '', blanks: [] };

/**
 * What the form says about a refusal of the shared schema (validateContactMessage, in the
 * browser or in the page's action): a field's own message under it, or the form's message
 * with the blank fields marked.
 */
export function problemNotice(
  problem: { message: string; field?: ContactField },
  values: ContactValues,
): Notice {
  if (problem.field)
    return { status: '', fieldError: { field: problem.field, message: problem.message }, blanks: [] };
  const blanks = (Object.keys(values) as ContactField[]).filter((name) => !values[name].trim());
  return { status: problem.message, blanks };
}

/** What the form says about its action's answer, in the variant's words. */
export function answerNotice(outcome: ContactOutcome, words: ContactWords): Notice {
  if (outcome.result === 'invalid') return problemNotice(outcome, outcome.values);
  return { status: outcome.result === 'sent' ? words.success : words.failure, blanks: [] };
}

/** A field edited: its own mark goes, and on the contact page the status line too. */
export const edited = (notice: Notice, field: ContactField, words: ContactWords): Notice => ({
  status: words.clearMessageOnEdit ? '' : notice.status,
  fieldError: notice.fieldError?.field === field ? undefined : notice.fieldError,
  blanks: notice.blanks.filter((name) => name !== field),
});

/** The field a refusal is first about: where the focus goes. */
export const firstInvalid = (notice: Notice): ContactField | undefined =>
  notice.fieldError?.field ?? notice.blanks[0];
