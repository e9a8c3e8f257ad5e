import { contactMessageSchema } from '../shared/validation.ts';
import { createContact } from './lib/contacts-repository.ts';
import { publicHandler } from './lib/http-handler.ts';

/** POST /api/cnt/contact: a visitor's message. */
export const handler = publicHandler({ schema: contactMessageSchema, status: 201 }, ({ input }) =>
  createContact(input),
);
