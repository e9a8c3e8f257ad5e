/**
 * The contact forms' rules (spec section 5): a message or an enquiry, and what an admin marks it.
 */
import * as v from 'valibot';
import { contactStatuses } from './api-types.ts';
import { emailPattern, messages, noControlCharacters, onOneLine, text } from './validation.ts';

/** The contact forms' messages (spec section 5 quotes them word for word). */
export const contactFormMessages = {
  contactNumber: 'Please enter a valid 10-digit contact number.',
  /** The contact page's failure text (spec section 8): what a visitor over the per-address limit reads. */
  tooManyMessages: 'Something went wrong. Please try again later.',
  contactStatus: 'The status must be new, read, replied or archived.',
  fillTime: 'The form was sent in a broken way. Please reload the page and try again.',
  productId: 'The product must be given by its id, a whole number.',
  productUnknown:
    'This product is no longer in the catalogue. Please choose it again from the products page.',
  visitFact: "The visit's details must be text, and pagesSeen a number.",
} as const;

/** The contact forms' hidden trap field, and the field carrying how long the form was open (ms). */
export const honeypotField = 'website';
/** The field naming the product an enquiry is about (its id). */
export const productIdField = 'productId';
export const fillTimeField = 'fillMs';
/** A person needs longer than this to fill in the four fields; a form sent sooner is a bot's. */
export const minimumFillMs = 3000;

/** Contact numbers are exactly 10 digits (spec section 5). */
export const contactNumberPattern = /^\d{10}$/;
/** An optional text left empty is no value. */
const blankToUndefined = (text: string) => text || undefined;

const trimmed = (max: number, field: string) =>
  v.pipe(
    text(messages.fillAllFields),
    v.trim(),
    v.maxLength(max, messages.tooLong(field, max)),
    noControlCharacters,
  );

/**
 * The longest text each contact form field takes (characters as JavaScript counts them): the
 * schema below refuses longer, and the contact page's action echoes at most this much of
 * what a visitor typed (issue 38). `productId` is the product's number, in digits.
 */
export const contactFieldMaxLengths = {
  name: 100,
  contact: 20,
  email: 254,
  message: 5000,
  quantity: 100,
  country: 100,
  productId: 9,
} as const;

/**
 * A field written on one line (shared/single-line-text.ts): a line break in it would write a
 * line of its own in the enquiry's plain-text email (issue 38, item 5).
 */
const singleLine = (max: number, field: string) => v.pipe(trimmed(max, field), onOneLine(field));

/**
 * A contact message. The order of checks is the spec's: blanks first, then the contact
 * number, then the email (`v.forward` keeps each message on its own field).
 */
export const contactMessageSchema = v.pipe(
  v.object({
    name: singleLine(contactFieldMaxLengths.name, 'name'),
    contact: singleLine(contactFieldMaxLengths.contact, 'contact number'),
    email: singleLine(contactFieldMaxLengths.email, 'email'),
    message: trimmed(contactFieldMaxLengths.message, 'message'),
    /**
     * The forms' spam traps (docs/decisions/023), optional so the spec's four-field call
     * still works: `website` is a field people never see (a bot fills it), `fillMs` how long
     * the form was open before it was sent. Any trap value is accepted here: a bot that trips a
     * trap gets the normal answer, never a 400 that tells it why. A `fillMs` that is no number
     * is no trap but a broken request (our form always sends a number), so it is a 400 rather
     * than a message silently dropped (issue 23, item 9).
     */
    [honeypotField]: v.optional(v.unknown()),
    [fillTimeField]: v.optional(v.number(contactFormMessages.fillTime)),
    /**
     * An enquiry about one product (issue 20, item 6): its id, as a number (the API) or the
     * form's digits, and two optional details. The spec's four-field call sends none of them.
     */
    [productIdField]: v.optional(
      v.pipe(
        v.union(
          [
            v.number(contactFormMessages.productId),
            v.pipe(
              v.string(),
              v.regex(
                new RegExp(`^\\d{1,${contactFieldMaxLengths.productId}}$`),
                contactFormMessages.productId,
              ),
            ),
          ],
          contactFormMessages.productId,
        ),
        v.transform(Number),
        v.integer(contactFormMessages.productId),
        v.minValue(1, contactFormMessages.productId),
      ),
    ),
    quantity: v.optional(
      v.pipe(singleLine(contactFieldMaxLengths.quantity, 'quantity'), v.transform(blankToUndefined)),
    ),
    country: v.optional(
      v.pipe(
        singleLine(contactFieldMaxLengths.country, 'destination country'),
        v.transform(blankToUndefined),
      ),
    ),
    /**
     * The visit's facts (docs/decisions/068, shared/enquiry-attribution.ts): only their type is
     * checked here, a 400 for a broken client; their text is normalised when the attribution is
     * made, never refused, so a hostile UTM tag cannot cost a buyer's enquiry. The body's size
     * limit bounds them before that.
     */
    landingPage: v.optional(v.string(contactFormMessages.visitFact)),
    referrer: v.optional(v.string(contactFormMessages.visitFact)),
    formPage: v.optional(v.string(contactFormMessages.visitFact)),
    pagesSeen: v.optional(v.union([v.number(), v.string()], contactFormMessages.visitFact)),
  }),
  v.check(
    (input) => Boolean(input.name && input.contact && input.email && input.message),
    messages.fillAllFields,
  ),
  v.forward(
    v.check((input) => contactNumberPattern.test(input.contact), contactFormMessages.contactNumber),
    ['contact'],
  ),
  v.forward(
    v.check((input) => emailPattern.test(input.email), messages.email),
    ['email'],
  ),
);
export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;
/** The four fields every stored message keeps. */
export type ContactFields = Pick<ContactMessageInput, 'name' | 'contact' | 'email' | 'message'>;
/** What an enquiry about a product adds to the four fields (all optional). */
export type EnquiryDetails = Pick<ContactMessageInput, 'quantity' | 'country'>;

/** `PUT /api/cnt/status/{id}`: what an admin marks a message. */
export const contactStatusSchema = v.object({
  status: v.picklist(contactStatuses, contactFormMessages.contactStatus),
});
export type ContactStatusInput = v.InferOutput<typeof contactStatusSchema>;
