import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type {
  ContactMessage,
  ContactStatus,
  EnquiredProduct,
  EnquiryAttribution,
  Page,
} from '../../../shared/api-types.ts';
import { contactStatuses } from '../../../shared/api-types.ts';
import type { ContactFields, EnquiryDetails } from '../../../shared/contact-rules.ts';
import { contactFormMessages } from '../../../shared/contact-rules.ts';
import { gsi2Name, ttlAttribute } from '../../../shared/table-definition.ts';
import { Conflict, InvalidInput, NotFound } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import {
  conditional,
  countsUpdate,
  isItemId,
  queryWithinBytes,
  type TableItem,
  type TransactItem,
  tableName,
  transactWrite,
} from './table.ts';
import { countedAttribute, counterTransactionAdds, enquiryFacts } from './visit-counters-repository.ts';

/**
 * Contact messages in partition `CONTACT` with a ULID sort key: newest first is one Query
 * read backwards, and a page continues after the last id it showed (the opaque cursor).
 * Each message also sits in GSI2 under its status (`CONTACT#new`, …, sort key its id), so
 * a status's list is one Query of the index, newest first. `META/COUNTS` holds `contacts`
 * and `newContacts`, changed in the same transaction as the message. A message has no `GSI1PK`:
 * it is read by its table key (`CONTACT`, id), and GSI1, which the public functions may Query,
 * holds only what the public site looks up by id (docs/decisions/056).
 */
export const contactPartition = 'CONTACT';
const messageNotFound = 'Message not found.';

export const maxContactPageSize = 500;

/** A second message with the same four fields within this time is the first one again. */
export const duplicateWindowMs = 10 * 60 * 1000;

export interface ContactItem extends TableItem, Omit<ContactMessage, '_id' | 'status'> {
  id: string;
  /** Absent on messages stored before statuses (the migration makes them `read`). */
  status?: ContactStatus;
  GSI2PK?: string;
  GSI2SK?: string;
  /** Set by the enquiry mailer once the email went out (ISO time). */
  emailedAt?: string;
  /** The mailer's claim while it sends (epoch ms until which it holds it). */
  mailingUntil?: number;
  /** In the Insights counters (visit-counters-repository.ts `countedAttribute`); absent on messages stored before them. */
  insightsCounted?: boolean;
  // mailUncertainAt (ContactMessage): set by the mailer when SES did not answer the send in
  // time; it never sends that message again (docs/decisions/053), and its claim stays.
}

export const statusIndexKey = (status: ContactStatus) => ({
  GSI2PK: `${contactPartition}#${status}`,
});

/**
 * What a visitor sends: the four fields, for a product enquiry the product and its details,
 * and where the buyer came from (docs/decisions/068).
 */
export type Enquiry = ContactFields &
  EnquiryDetails & { product?: EnquiredProduct; attribution?: EnquiryAttribution };

export const toMessage = ({
  id,
  name,
  contact,
  email,
  message,
  createdAt,
  status,
  product,
  quantity,
  country,
  mailUncertainAt,
  attribution,
}: ContactItem): ContactMessage => ({
  _id: id,
  name,
  contact,
  email,
  message,
  createdAt,
  status: status ?? 'read',
  ...(product && { product }),
  ...(quantity && { quantity }),
  ...(country && { country }),
  ...(mailUncertainAt && { mailUncertainAt }),
  ...(attribution && { attribution }),
});

/**
 * The claim that makes a repeated message one message: keyed by a hash of the four fields
 * (and the product an enquiry names), holding the first message's id, expiring with the window.
 */
const sameMessageKey = (enquiry: Enquiry) => ({
  PK: `CONTACT-SAME#${createHash('sha256')
    .update(
      JSON.stringify([
        enquiry.name,
        enquiry.contact,
        enquiry.email.toLowerCase(),
        enquiry.message,
        ...(enquiry.product ? [enquiry.product.id] : []),
      ]),
    )
    .digest('base64url')}`,
  SK: 'CLAIM',
});

/** A new message's item: `new`, its id a ULID of `now`, outside GSI1 (above). */
export function newContactItem(enquiry: Enquiry, now: number): ContactItem {
  const id = ulid(now);
  return {
    PK: contactPartition,
    SK: id,
    ...statusIndexKey('new'),
    GSI2SK: id,
    id,
    name: enquiry.name,
    contact: enquiry.contact,
    email: enquiry.email,
    message: enquiry.message,
    ...(enquiry.product && { product: enquiry.product }),
    ...(enquiry.quantity && { quantity: enquiry.quantity }),
    ...(enquiry.country && { country: enquiry.country }),
    ...(enquiry.attribution && { attribution: enquiry.attribution }),
    createdAt: new Date(now).toISOString(),
    status: 'new',
    [countedAttribute]: true,
  };
}

/**
 * Stores a visitor's message as `new`, counted, once: the same four fields again within
 * 10 minutes answer the message already stored (a double click, a retry, a bot repeating itself).
 */
export async function createContact(enquiry: Enquiry, now = Date.now()): Promise<ContactMessage> {
  const item = newContactItem(enquiry, now);
  const { id } = item;
  const claimKey = sameMessageKey(enquiry);
  class Repeated extends Error {}
  try {
    await transactWrite([
      conditional(
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        () => new Error(`Contact id ${id} already taken`),
      ),
      conditional(
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...claimKey,
              id,
              createdAt: item.createdAt,
              claimedAt: now,
              [ttlAttribute]: Math.ceil((now + duplicateWindowMs) / 1000),
            },
            // DynamoDB's TTL deletes late: an expired claim is free again.
            ConditionExpression: 'attribute_not_exists(PK) OR claimedAt <= :windowOpenedAfter',
            ExpressionAttributeValues: { ':windowOpenedAfter': now - duplicateWindowMs },
          },
        },
        // The same message within the window: the first one answers.
        () => new Repeated(),
      ),
      countsUpdate({ contacts: 1, newContacts: 1 }),
      // The Insights counters (docs/decisions/071), in the same transaction: a repeat, refused
      // by the claim above, adds nothing.
      ...counterTransactionAdds(enquiryFacts(item), 'enquiries', item.createdAt),
    ]);
  } catch (error) {
    if (!(error instanceof Repeated)) throw error;
    const { Item: claim } = await dynamoDocumentClient().send(
      new GetCommand({ TableName: tableName(), Key: claimKey, ConsistentRead: true }),
    );
    return { ...toMessage(item), _id: claim?.id ?? id, createdAt: claim?.createdAt ?? item.createdAt };
  }
  return toMessage(item);
}

const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!isItemId(id)) throw new InvalidInput('The cursor is not valid.');
  return id;
}

const isContactStatus = (value: string): value is ContactStatus =>
  (contactStatuses as readonly string[]).includes(value);

/**
 * Newest first, `limit` at a time (without one, as the earlier client asks and pages no
 * further, every message the byte cap lets through); pass the
 * returned `nextCursor` for the next page. With a `status`, only the messages in that status
 * (GSI2); with a `product` (its id), only the enquiries about it: a filter on the same read,
 * since a company's messages about one product are a share of hundreds, not of millions. A page also ends before its JSON passes `maxListBytes` (table.ts), and DynamoDB's own
 * pages (1 MB each) are read until the list is full.
 */
export async function listContacts(
  options: { limit?: number | string; cursor?: string; status?: string; product?: string } = {},
): Promise<Page<ContactMessage>> {
  const limit = options.limit === undefined ? undefined : Number(options.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > maxContactPageSize))
    throw new InvalidInput(`The limit must be a whole number from 1 to ${maxContactPageSize}.`);
  const status = options.status || undefined;
  if (status !== undefined && !isContactStatus(status))
    throw new InvalidInput(contactFormMessages.contactStatus);
  const product = options.product || undefined;
  if (product !== undefined && !/^\d{1,9}$/.test(product))
    throw new InvalidInput(contactFormMessages.productId);
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  const statusKey = status ? statusIndexKey(status) : undefined;
  const keyCondition = statusKey
    ? { IndexName: gsi2Name, KeyConditionExpression: 'GSI2PK = :key', key: statusKey.GSI2PK }
    : { KeyConditionExpression: 'PK = :key', key: contactPartition };
  const { key, ...keyQuery } = keyCondition;
  const queryInput = {
    ...keyQuery,
    ExpressionAttributeValues: { ':key': key, ...(product && { ':product': Number(product) }) },
    ...(product && {
      FilterExpression: '#product.#id = :product',
      ExpressionAttributeNames: { '#product': 'product', '#id': 'id' },
    }),
  };
  const startKey = (id: string) => ({
    PK: contactPartition,
    SK: id,
    ...(statusKey ? { ...statusKey, GSI2SK: id } : {}),
  });
  const page = await queryWithinBytes(
    { ...queryInput, ScanIndexForward: false },
    {
      toShown: (item) => toMessage(item as ContactItem),
      limit,
      startKey: after ? startKey(after) : undefined,
    },
  );
  return {
    items: page.items,
    ...(page.more && page.last ? { nextCursor: encodeCursor((page.last as ContactItem).id) } : {}),
  };
}

async function readContactItem(id: string): Promise<ContactItem | undefined> {
  if (!isItemId(id)) return undefined;
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: { PK: contactPartition, SK: id }, ConsistentRead: true }),
  );
  return Item as ContactItem | undefined;
}

/** One message (`GET /api/cnt/contact/{id}`: the link in its email). */
export async function getContact(id: string): Promise<ContactMessage> {
  const item = await readContactItem(id);
  if (!item) throw new NotFound(messageNotFound);
  return toMessage(item);
}

/** The change of `newContacts` when a message moves from one status to another. */
const newCountDelta = (from: ContactStatus, to: ContactStatus) =>
  (to === 'new' ? 1 : 0) - (from === 'new' ? 1 : 0);

/**
 * Marks a message (an admin opened it: `read`; replied; archived; back to `new`). The
 * message and `newContacts` change in one transaction, on condition that the status is
 * still the one read, so two admins at once never count a message twice.
 */
export async function setContactStatus(id: string, status: ContactStatus): Promise<ContactMessage> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const item = await readContactItem(id);
    if (!item) throw new NotFound(messageNotFound);
    const from = item.status ?? 'read';
    if (from === status) return toMessage(item);
    const delta = newCountDelta(from, status);
    const writes: TransactItem[] = [
      {
        Update: {
          TableName: tableName(),
          Key: { PK: contactPartition, SK: id },
          UpdateExpression: 'SET #status = :to, GSI2PK = :index, GSI2SK = :id',
          ConditionExpression: item.status
            ? '#status = :from'
            : 'attribute_exists(PK) AND attribute_not_exists(#status)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': status,
            ':index': statusIndexKey(status).GSI2PK,
            ':id': id,
            ...(item.status ? { ':from': from } : {}),
          },
        },
      },
      ...(delta ? [countsUpdate({ newContacts: delta })] : []),
    ];
    class Changed extends Error {}
    try {
      await transactWrite(writes, () => new Changed());
      return toMessage({ ...item, status });
    } catch (error) {
      if (!(error instanceof Changed)) throw error;
      // Someone changed or deleted it meanwhile: read it again.
    }
  }
  throw new Conflict('The message was changed at the same time. Please try again.');
}

export async function deleteContact(id: string): Promise<{ message: string }> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const item = await readContactItem(id);
    if (!item) throw new NotFound(messageNotFound);
    const wasNew = item.status === 'new';
    class Changed extends Error {}
    try {
      await transactWrite(
        [
          {
            Delete: {
              TableName: tableName(),
              Key: { PK: contactPartition, SK: id },
              ConditionExpression: item.status
                ? '#status = :status'
                : 'attribute_exists(PK) AND attribute_not_exists(#status)',
              ExpressionAttributeNames: { '#status': 'status' },
              ...(item.status ? { ExpressionAttributeValues: { ':status': item.status } } : {}),
            },
          },
          countsUpdate(wasNew ? { contacts: -1, newContacts: -1 } : { contacts: -1 }),
        ],
        () => new Changed(),
      );
      return { message: 'Message deleted.' };
    } catch (error) {
      if (!(error instanceof Changed)) throw error;
    }
  }
  throw new Conflict('The message was changed at the same time. Please try again.');
}

/**
 * The enquiry mailer's claim on a message (docs/decisions/022, 053): taken only when the
 * message exists, has not been mailed, has no send of unknown outcome, and nobody holds a
 * live claim. 'mailed', 'uncertain' and 'gone' mean there is nothing to send; 'busy' that
 * another attempt holds the claim.
 */
export async function claimForMailing(
  id: string,
  holdMs: number,
  now = Date.now(),
): Promise<
  { outcome: 'claimed'; message: ContactMessage } | { outcome: 'mailed' | 'uncertain' | 'gone' | 'busy' }
> {
  try {
    const { Attributes } = await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: contactPartition, SK: id },
        UpdateExpression: 'SET mailingUntil = :until',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(emailedAt) AND attribute_not_exists(mailUncertainAt) AND (attribute_not_exists(mailingUntil) OR mailingUntil < :now)',
        ExpressionAttributeValues: { ':until': now + holdMs, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { outcome: 'claimed', message: toMessage(Attributes as ContactItem) };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  const item = await readContactItem(id);
  if (!item) return { outcome: 'gone' };
  if (item.emailedAt) return { outcome: 'mailed' };
  return item.mailUncertainAt ? { outcome: 'uncertain' } : { outcome: 'busy' };
}

/**
 * Changes a message's mailing state on `ConditionExpression`; a failed condition leaves it as
 * it is: an admin deleted it meanwhile, or the mailer already took it past this state.
 */
async function updateMailingState(
  id: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<void> {
  await dynamoDocumentClient()
    .send(new UpdateCommand({ TableName: tableName(), Key: { PK: contactPartition, SK: id }, ...update }))
    .catch((error) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** The email went out: never again for this message. */
export async function markMailed(id: string, now = Date.now()): Promise<void> {
  await updateMailingState(id, {
    UpdateExpression: 'SET emailedAt = :at REMOVE mailingUntil',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':at': new Date(now).toISOString() },
  });
}

/**
 * SES did not answer the send in time: the email may be in the inbox. The claim is kept and
 * the message is marked, so no attempt of the mailer sends it again.
 */
export async function markMailUncertain(id: string, now = Date.now()): Promise<void> {
  await updateMailingState(id, {
    UpdateExpression: 'SET mailUncertainAt = :at',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(emailedAt)',
    ExpressionAttributeValues: { ':at': new Date(now).toISOString() },
  });
}

/** Sending failed for sure (SES refused or could not be reached): a retry may take the claim at once. */
export async function releaseMailingClaim(id: string): Promise<void> {
  await updateMailingState(id, {
    UpdateExpression: 'REMOVE mailingUntil',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(emailedAt)',
  });
}
