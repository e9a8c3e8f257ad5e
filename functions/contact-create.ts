import { contactMessageSchema } from '../shared/validation.ts';
import { receiveEnquiry } from './lib/enquiries.ts';
import { publicHandler } from './lib/http-handler.ts';

/** POST /api/cnt/contact: a visitor's message (spam defence and storage in functions/lib/enquiries.ts). */
export const handler = publicHandler({ schema: contactMessageSchema, status: 201 }, (request) =>
  receiveEnquiry(request),
);
