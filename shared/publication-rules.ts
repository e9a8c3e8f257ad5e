/**
 * A post's or product's publishing: its status and times, checked together.
 */
import * as v from 'valibot';
import { publicationStatuses } from './api-types.ts';
import { messages, text } from './validation.ts';

/**
 * An instant as the API takes it: ISO-8601 with its zone (`Z` or `+05:30`), stored as ISO UTC.
 * The dashboard's forms take India's wall-clock time and send this (shared/india-time.ts).
 */
const instant = (message: string) =>
  v.pipe(
    text(message),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message),
    v.check((value) => !Number.isNaN(Date.parse(value)), message),
    v.transform((value) => new Date(value).toISOString()),
  );

/**
 * A post's or product's publishing as a save sends it (docs/decisions/064): the status, and the
 * times that go with it. `publicationProblem` checks them together.
 */
export const publicationEntries = {
  status: v.optional(v.picklist(publicationStatuses, messages.productStatus)),
  publishAt: v.optional(instant(messages.publishAt)),
  unpublishAt: v.optional(instant(messages.unpublishAt)),
};

/** What a save asks of an item's publishing, and what it had (a time kept as it was is not checked against now). */
export interface PublicationRequest {
  status: (typeof publicationStatuses)[number];
  publishAt?: string;
  unpublishAt?: string;
}

/**
 * The first thing wrong with a requested publishing, and its field: scheduling needs a future
 * publish time and only scheduling takes one; a take-down time is in the future, after the
 * publish time, and never on a draft. A time the item already had is not checked against
 * `now` (a late schedule can still be saved with its text changed).
 */
export function publicationProblem(
  wanted: PublicationRequest,
  stored: Partial<PublicationRequest> | undefined,
  now: number,
): { field: 'publishAt' | 'unpublishAt'; message: string } | undefined {
  const future = (at: string, before?: string) => at === before || Date.parse(at) > now;
  if (wanted.status === 'scheduled') {
    if (!wanted.publishAt) return { field: 'publishAt', message: messages.publishAt };
    if (!future(wanted.publishAt, stored?.publishAt))
      return { field: 'publishAt', message: messages.publishAtFuture };
  } else if (wanted.publishAt) return { field: 'publishAt', message: messages.publishAtOnlyScheduled };
  if (!wanted.unpublishAt) return undefined;
  if (wanted.status === 'draft') return { field: 'unpublishAt', message: messages.unpublishAtOnDraft };
  if (!future(wanted.unpublishAt, stored?.unpublishAt))
    return { field: 'unpublishAt', message: messages.unpublishAtFuture };
  if (wanted.publishAt && Date.parse(wanted.unpublishAt) <= Date.parse(wanted.publishAt))
    return { field: 'unpublishAt', message: messages.unpublishAtAfterPublish };
  return undefined;
}
