import * as v from 'valibot';
import {
  type ContactFields,
  type ContactMessageInput,
  contactFieldMaxLengths,
  contactMessageSchema,
  fillTimeField,
  honeypotField,
  productIdField,
} from '../../../shared/contact-rules.ts';
import { type VisitField, visitFields } from '../../../shared/enquiry-attribution.ts';
import { firstIssue, messages } from '../../../shared/validation.ts';
import { callApi } from '../../lib/api-client.ts';

/** The fill time field's name (docs/decisions/023), for the form, which loads this module lazily. */
export { fillTimeField };

export type ContactField = keyof ContactFields;
export const contactFields: readonly ContactField[] = ['name', 'contact', 'email', 'message'];

export type ContactValues = Record<ContactField, string>;

/**
 * What an enquiry about a product adds to the four fields (issue 20, item 6): the product's
 * id (a hidden field) and the two optional details the buyer may fill in.
 */
export const enquiryFields = [productIdField, 'quantity', 'country'] as const;
export type EnquiryField = (typeof enquiryFields)[number];
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

/** The visit's facts a form sends when the app runs (web/lib/visit.ts); none from a form posted without JavaScript. */
export type VisitValues = Partial<Record<VisitField, string>>;

/**
 * A contact form's fields as the browser sent them, a missing one as '': the four, a product
 * enquiry's details (all three '' on a form about no product) and the spam traps' text; the
 * visit's facts only when sent. The form checks them before sending, the page's actions when
 * the form is sent.
 */
export function readContactForm(form: FormData): {
  values: ContactValues;
  details: EnquiryValues;
  traps: { website: string; fillMs: string };
  visit: VisitValues;
} {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    values: { name: text('name'), contact: text('contact'), email: text('email'), message: text('message') },
    details: Object.fromEntries(enquiryFields.map((field) => [field, text(field)])),
    traps: { website: text(honeypotField), fillMs: text(fillTimeField) },
    visit: Object.fromEntries(
      visitFields.flatMap((field) => (form.has(field) ? [[field, text(field)]] : [])),
    ),
  };
}

export type ValidationResult =
  | { ok: true; input: ContactMessageInput }
  | { ok: false; message: string; field?: ContactField };

/**
 * The spec's order: blanks ('Please fill in all fields.'), then the 10-digit contact
 * number, then the email. The field is set when the problem belongs to one field.
 */
export function validateContactMessage(values: ContactValues, enquiry: EnquiryValues = {}): ValidationResult {
  // An empty optional detail is no detail; the API's schema reads it the same way.
  const details = Object.fromEntries(Object.entries(enquiry).filter(([, value]) => value));
  const result = v.safeParse(contactMessageSchema, { ...values, ...details });
  if (result.success) return { ok: true, input: result.output };
  const issue = result.issues[0];
  const key = issue.path?.[0]?.key;
  const field = contactFields.find((name) => name === key);
  const message = firstIssue(result.issues);
  return field && message !== messages.fillAllFields ? { ok: false, message, field } : { ok: false, message };
}

/** The fields whose length the schema bounds: the four, a product enquiry's details and its product's digits. */
type BoundedField = keyof typeof contactFieldMaxLengths;

/**
 * A refused form's text as the contact page shows it again: each field cut to the schema's
 * limit (issue 38: 1.8 MB typed into a message made a page over Lambda's 6 MB), never
 * between the two halves of an emoji (a high surrogate left last is dropped), so the page's
 * text stays well-formed.
 */
export function cutToLimits<Fields extends Partial<Record<BoundedField, string>>>(fields: Fields): Fields {
  const cut = (name: BoundedField, value: string) => {
    const kept = value.slice(0, contactFieldMaxLengths[name]);
    return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept;
  };
  const entries = Object.entries(fields) as [BoundedField, string | undefined][];
  return Object.fromEntries(
    entries.map(([name, value]) => [name, value === undefined ? value : cut(name, value)]),
  ) as Fields;
}

/**
 * Sends the four fields (and a product enquiry's details, and the visit's facts) with the spam traps (docs/decisions/023): the hidden field's value
 * (empty unless a bot filled it) and how long the form was open.
 */
export function sendContactMessage(
  input: ContactValues & EnquiryValues & VisitValues,
  traps: { website: string; fillMs: number },
): Promise<unknown> {
  return callApi('contact-create', {
    body: { ...input, [honeypotField]: traps.website, [fillTimeField]: traps.fillMs },
  });
}
