/**
 * The places: states and districts, created and renamed.
 */
import * as v from 'valibot';
import { expectedVersion, messages, requiredId, text } from './validation.ts';

const locationName = v.pipe(
  text(messages.nameRequired),
  v.trim(),
  v.nonEmpty(messages.nameRequired),
  v.maxLength(100, messages.nameTooLong),
);
export const stateCreateSchema = v.object({ name: locationName, country: requiredId });
export const districtCreateSchema = v.object({ name: locationName, state: requiredId });
export const renameSchema = v.object({ name: locationName, version: expectedVersion });
