/**
 * The editor's server copy of a form being typed (docs/decisions/069).
 */
import * as v from 'valibot';
import { postMessages } from './post-rules.ts';
import { messages } from './validation.ts';

/** What the editor keeps a server copy of (docs/decisions/069). */
export const autosaveKindNames = ['blog', 'product'] as const;
/** A draft copy's whole size at most: under DynamoDB's 400 KB item with its keys. */
export const maxAutosaveBytes = 350_000;
const autosaveMessage = 'The draft copy must be the form’s fields as text.';
/** One field's text at most as long as the longest field a save takes (a post's content). */
const formText = v.pipe(v.string(autosaveMessage), v.maxLength(300_000, postMessages.contentTooLong));
const formListText = v.pipe(v.string(autosaveMessage), v.maxLength(500, autosaveMessage));
/** A product photo as its form holds it: a few short named texts. */
const formRecord = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(32, autosaveMessage)), formListText, autosaveMessage),
  v.check((record) => Object.keys(record).length <= 8, autosaveMessage),
);
/**
 * `PUT /api/admin/autosaves/{kind}/{id}` {value, baseVersion?}: the form's fields as typed,
 * possibly not valid yet (a title still empty), so not the save's schema: its limits instead,
 * bounded in count and size; `baseVersion` the item's version the form opened at.
 */
export const autosaveRequestSchema = v.object({
  value: v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(64, autosaveMessage)),
      v.union(
        [
          formText,
          v.pipe(
            v.array(v.union([formListText, formRecord], autosaveMessage), autosaveMessage),
            v.maxLength(50, autosaveMessage),
          ),
        ],
        autosaveMessage,
      ),
      autosaveMessage,
    ),
    v.check((value) => Object.keys(value).length <= 40, autosaveMessage),
    v.check(
      (value) => new TextEncoder().encode(JSON.stringify(value)).length <= maxAutosaveBytes,
      'The draft copy is too large to keep.',
    ),
  ),
  baseVersion: v.optional(
    v.pipe(v.number(messages.version), v.integer(messages.version), v.minValue(0, messages.version)),
  ),
});
