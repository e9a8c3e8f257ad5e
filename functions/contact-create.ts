import { contactMessageSchema } from '../shared/contact-rules.ts';
import { publicHandler } from './lib/http/http-handler.ts';
import { visitFactsOf } from './lib/http/visit-facts.ts';
import { receiveEnquiry } from './lib/mail/enquiries.ts';

/** POST /api/cnt/contact: a visitor's message (spam defence and storage in functions/lib/mail/enquiries.ts). */
export const handler = publicHandler({ schema: contactMessageSchema, status: 201 }, (request) =>
  receiveEnquiry(request.input, request.visitorAddress, visitFactsOf(request.headers)),
);
