import * as v from 'valibot';
import { type Publication, publicationStatuses } from '../../../../shared/api-types.ts';
import { indiaLocalToUtc, utcToIndiaLocal } from '../../../../shared/india-time.ts';
import { type PublicationRequest, publicationProblem } from '../../../../shared/publication-rules.ts';
import { messages } from '../../../../shared/validation.ts';

/**
 * The publishing part of the post and product forms (docs/decisions/064): `status` is the
 * pressed button's value (Save draft, Schedule, Publish, Unpublish…), the times are typed in
 * India's time (`datetime-local` inputs, shared/india-time.ts) and sent to the API in UTC.
 */

/** A `datetime-local` field read as India's time, sent as ISO UTC; empty (absent) is none. */
const indiaTime = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.check((typed) => indiaLocalToUtc(typed) !== undefined, message),
      v.transform((typed) => indiaLocalToUtc(typed) as string),
    ),
  );

export const publicationFormEntries = {
  /** A form sent without one of its buttons (no submitter) saves a draft: never published by accident. */
  status: v.optional(v.picklist(publicationStatuses, messages.productStatus), 'draft'),
  publishAt: indiaTime(messages.publishAt),
  unpublishAt: indiaTime(messages.unpublishAt),
};

/** Only what the pressed button uses: a publish time when scheduling, no take-down time on a draft. */
function usedTimes<Value extends PublicationRequest & Record<string, unknown>>(value: Value): Value {
  const { publishAt, unpublishAt, ...rest } = value;
  return {
    ...rest,
    ...(value.status === 'scheduled' && publishAt && { publishAt }),
    ...(value.status !== 'draft' && unpublishAt && { unpublishAt }),
  } as Value;
}

/** Breaks one rule of `publicationProblem` (against now): its message beside `field`. */
const rule = <Value extends PublicationRequest & Record<string, unknown>>(
  field: 'publishAt' | 'unpublishAt',
  message: string,
) =>
  v.forward<Value, v.CheckIssue<Value>, ['publishAt'] | ['unpublishAt']>(
    v.check((value: Value) => publicationProblem(value, undefined, Date.now())?.message !== message, message),
    [field] as never,
  );

/**
 * A form's schema with the publishing checks of the API (`publicationProblem`, against now),
 * each message beside its field, after dropping the times the pressed button does not use.
 * The API checks again, where a time the item already had may have passed (a late schedule
 * saved with new text).
 */
export function withPublicationChecks<
  Input extends Record<string, unknown>,
  Value extends PublicationRequest & Record<string, unknown>,
>(schema: v.GenericSchema<Input, Value>) {
  return v.pipe(
    schema,
    v.transform(usedTimes<Value>),
    rule<Value>('publishAt', messages.publishAt),
    rule<Value>('publishAt', messages.publishAtFuture),
    rule<Value>('unpublishAt', messages.unpublishAtFuture),
    rule<Value>('unpublishAt', messages.unpublishAtAfterPublish),
  );
}

/** The publishing fields as the form opens: the times in India's time. */
export const publicationDefaults = (item?: Partial<Publication>) => ({
  publishAt: item?.publishAt ? utcToIndiaLocal(item.publishAt) : '',
  unpublishAt: item?.unpublishAt ? utcToIndiaLocal(item.unpublishAt) : '',
});
