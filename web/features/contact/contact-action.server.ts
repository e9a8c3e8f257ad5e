import { data } from 'react-router';
import { findPublishedProduct, isProductId } from '../../../functions/lib/data/products-repository.ts';
import { errorResponse } from '../../../functions/lib/http/error-response.ts';
import { FormTooLargeError, readBoundedForm } from '../../../functions/lib/http/form-body.ts';
import { visitFactsOf } from '../../../functions/lib/http/visit-facts.ts';
import { visitorAddress } from '../../../functions/lib/http/visitor-address.ts';
import { receiveEnquiry } from '../../../functions/lib/mail/enquiries.ts';
import { logger } from '../../../functions/lib/runtime/logger.ts';
import type { EnquiredProduct } from '../../../shared/api-types.ts';
import { fillTimeField, honeypotField, productIdField } from '../../../shared/contact-rules.ts';
import {
  type ContactField,
  type ContactValues,
  cutToLimits,
  type EnquiryValues,
  readContactForm,
  validateContactMessage,
} from './contact-message.ts';

/** What a contact form's action answers: the form shows it in the page (contact-form.tsx). */
export type ContactOutcome =
  | { result: 'sent' }
  | { result: 'failed' }
  | {
      result: 'invalid';
      message: string;
      field?: ContactField;
      values: ContactValues;
      details: EnquiryValues;
      /** The product a product page's form named: the contact page names it again (docs/decisions/046). */
      product?: EnquiredProduct;
    };

/** An answer to a POST is the visitor's own: never kept by CloudFront or the browser. */
const neverCached = { 'Cache-Control': 'no-store' };

/**
 * The contact page's action, which every contact form (home, about, /contact, a product's
 * page) posts to when the browser sends it itself, before or without JavaScript: the one page
 * path that takes a POST behind CloudFront (docs/decisions/042, 046). It is
 * `POST /api/cnt/contact` in a page: the same schema and messages (validateContactMessage, on
 * shared/contact-rules.ts), the same spam defences and storage (receiveEnquiry: hidden field,
 * fill time when the browser measured it, per-address limit, repeats stored once), so the two
 * ways in cannot drift apart.
 */
export async function contactFormAction({ request }: { request: Request }) {
  let form: FormData;
  try {
    form = await readBoundedForm(request);
  } catch (error) {
    // Over the form limit: refused before it is read as a form (docs/decisions/054), with the
    // form's failure text like any other failure. Otherwise no form at all: a 400.
    const status = error instanceof FormTooLargeError ? 413 : 400;
    return data<ContactOutcome>({ result: 'failed' }, { status, headers: neverCached });
  }
  const { values, details, traps, visit } = readContactForm(form);
  const checked = validateContactMessage(values, details);
  if (!checked.ok) {
    const product = await namedProduct(details[productIdField] ?? '');
    return data<ContactOutcome>(
      {
        result: 'invalid',
        message: checked.message,
        field: checked.field,
        // What the visitor typed, at most each field's limit: a page never grows with the input.
        values: cutToLimits(values),
        details: cutToLimits(details),
        ...(product && { product: { id: Number(product._id), name: product.name } }),
      },
      { status: 400, headers: neverCached },
    );
  }
  // The fill time exists only when the app measured it; a native post is judged without it,
  // as the spec's own four-field call is (docs/decisions/023).
  try {
    const headers = Object.fromEntries(request.headers);
    await receiveEnquiry(
      {
        ...checked.input,
        [honeypotField]: traps.website,
        ...(traps.fillMs !== '' && { [fillTimeField]: Number(traps.fillMs) }),
        // The visit's facts when the app sent them; a native post has none, and its Referer
        // names the form's page (docs/decisions/068).
        ...visit,
      },
      visitorAddress(headers),
      visitFactsOf(headers),
    );
  } catch (error) {
    // Over the per-address limit, or the table busy: the form's failure text, as with the API.
    const { status } = errorResponse(error);
    if (status >= 500) logger.error('contact form action failed', { error });
    return data<ContactOutcome>({ result: 'failed' }, { status, headers: neverCached });
  }
  return data<ContactOutcome>({ result: 'sent' }, { headers: neverCached });
}

/**
 * The published product a refused form named, so the contact page names it again: by its
 * number only (the form sends no other), and none when it cannot be read (the visitor still
 * gets the form's message; storing the message checks the product again).
 */
async function namedProduct(id: string) {
  if (!isProductId(id)) return undefined;
  try {
    return await findPublishedProduct(id);
  } catch (error) {
    logger.warn('the product of a refused form could not be read', { error });
    return undefined;
  }
}
