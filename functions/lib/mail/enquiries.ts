import { ulid } from 'ulid';
import type { ContactMessage, EnquiredProduct } from '../../../shared/api-types.ts';
import {
  type ContactMessageInput,
  contactFormMessages,
  fillTimeField,
  honeypotField,
  minimumFillMs,
} from '../../../shared/contact-rules.ts';
import { attributionOf, type RequestFacts } from '../../../shared/enquiry-attribution.ts';

import { countContactFrom } from '../data/contact-throttle-repository.ts';
import { createContact } from '../data/contacts-repository.ts';
import { findPublishedProduct, isProductId } from '../data/products-repository.ts';
import { InvalidInput, TooManyAttempts } from '../domain-errors.ts';
import { logger } from '../runtime/logger.ts';

/**
 * A bot's tell (docs/decisions/023): it filled the field people never see, or sent the form
 * sooner than a person can fill it. A request without `fillMs` (the spec's own four-field
 * call) is judged by the other defences only.
 */
export function looksAutomated(input: Pick<ContactMessageInput, 'website' | 'fillMs'>): boolean {
  const trap = input[honeypotField];
  if (trap !== undefined && trap !== null && trap !== '') return true;
  const fillMs = input[fillTimeField];
  if (fillMs === undefined || fillMs === null) return false;
  return typeof fillMs !== 'number' || !Number.isFinite(fillMs) || fillMs < minimumFillMs;
}

/**
 * The published product an enquiry names, with its name as the catalogue has it now (the
 * message keeps it, so a renamed or removed product still reads right in the dashboard and
 * the email). A draft or deleted product cannot be enquired about. A number that is no
 * product's (the form takes up to 9 digits, a product has at most 6) is unknown without a
 * read: `findPublishedProduct` would take it for a slug and read its claim, which this
 * function's grant does not reach in AWS (only products by number in GSI1).
 */
async function enquiredProduct(id: number): Promise<EnquiredProduct> {
  if (!isProductId(String(id))) throw new InvalidInput(contactFormMessages.productUnknown);
  const product = await findPublishedProduct(String(id));
  if (!product) throw new InvalidInput(contactFormMessages.productUnknown);
  return { id: Number(product._id), name: product.name };
}

/**
 * `POST /api/cnt/contact`: a bot gets the normal answer and nothing is stored (so nothing is
 * mailed); an address over its limit gets 429 with the form's failure text; the rest is
 * stored once (a repeat within 10 minutes answers the first message) and mailed by the
 * enquiry mailer from the table's stream, never during this request. Each message keeps
 * where its buyer came from (docs/decisions/068): the visit facts the browser sent, with the
 * request's own (`Referer`, country, device).
 */
export async function receiveEnquiry(
  input: ContactMessageInput,
  visitorAddress: string | undefined,
  request: RequestFacts,
): Promise<ContactMessage> {
  const { name, contact, email, message, productId, quantity, country } = input;
  const { landingPage, referrer, formPage, pagesSeen } = input;
  const enquiry = {
    name,
    contact,
    email,
    message,
    ...(productId !== undefined && { product: await enquiredProduct(productId) }),
    ...(quantity && { quantity }),
    ...(country && { country }),
    attribution: attributionOf({ landingPage, referrer, formPage, pagesSeen }, request),
  };
  const now = Date.now();
  if (looksAutomated(input)) {
    logger.info('contact form trap caught a submission: not stored');
    return { _id: ulid(now), ...enquiry, createdAt: new Date(now).toISOString(), status: 'new' };
  }
  if (!visitorAddress) logger.warn("A message without the visitor's address: not counted per address");
  else if (!(await countContactFrom(visitorAddress, now)))
    throw new TooManyAttempts(contactFormMessages.tooManyMessages);
  return createContact(enquiry, now);
}
