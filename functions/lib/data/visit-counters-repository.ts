import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EnquiredProduct, EnquiryAttribution } from '../../../shared/api-types.ts';
import {
  type CountedFacts,
  type CounterMetric,
  counterPartitionsAt,
  counterSortKey,
  counterTargets,
  indiaDay,
  totalValue,
} from '../../../shared/insight-counters.ts';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { type TransactItem, tableName } from './table.ts';

/**
 * The visit counters' writes (shared/insight-counters.ts, docs/decisions/071): atomic `ADD`s on
 * each period's `total#all` item and the items of the dimensions not folded into it, and what
 * unique visitors are told apart by.
 */

/**
 * The `ADD`s of `metric` to every counter an event at `at` adds to, in its day and its month:
 * per period one on `total#all` (the metric, the folded dimensions' attributes and, for a
 * visitor not seen before today, `visitors`) and one on each other dimension's own item.
 */
export function counterUpdates(
  facts: CountedFacts,
  metric: CounterMetric,
  at: string,
  { newVisitor = false } = {},
) {
  const { totalAttributes, ownItems } = counterTargets(facts, metric);
  const added = newVisitor ? [...totalAttributes, 'visitors'] : totalAttributes;
  const add = (PK: string, SK: string, attributes: string[]) => ({
    TableName: tableName(),
    Key: { PK, SK },
    // Placeholders: `views` is a reserved word, and the folded names hold `#` and `|`.
    UpdateExpression: `ADD ${attributes.map((_, index) => `#a${index} :one`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(attributes.map((name, index) => [`#a${index}`, name])),
    ExpressionAttributeValues: { ':one': 1 },
  });
  return counterPartitionsAt(at).flatMap((PK) => [
    add(PK, counterSortKey('total', totalValue), added),
    ...ownItems.map((SK) => add(PK, SK, [metric])),
  ]);
}

/** The same `ADD`s as members of a transaction (an enquiry's save, the migration): one per item. */
export const counterTransactionAdds = (
  facts: CountedFacts,
  metric: CounterMetric,
  at: string,
): TransactItem[] => counterUpdates(facts, metric, at).map((Update) => ({ Update }));

/**
 * What an enquiry is counted under: its visit's landing page, channel, referrer, country and
 * device (docs/decisions/068), and its product. One stored before attribution counts in the
 * totals, its product and the unknown country only.
 */
export function enquiryFacts({
  attribution,
  product,
}: {
  attribution?: EnquiryAttribution;
  product?: EnquiredProduct;
}): CountedFacts {
  return {
    ...(attribution?.landingPage && { page: attribution.landingPage }),
    ...(product && { product: String(product.id) }),
    ...(attribution?.channel && { channel: attribution.channel }),
    ...(attribution?.referrer && { referrer: attribution.referrer }),
    ...(attribution?.country && { country: attribution.country }),
    ...(attribution?.device && { device: attribution.device }),
  };
}

/**
 * The attribute that says a message is in the counters: set in the transaction that stores it
 * (or that the migration counts it in), so neither a retried request nor a second migration
 * counts it twice.
 */
export const countedAttribute = 'insightsCounted';

/**
 * Adds one to each counter (and to the unique visitors for a `newVisitor`), in parallel: a view
 * needs no transaction, each `ADD` stands alone.
 */
export async function addToCounters(
  facts: CountedFacts,
  metric: CounterMetric,
  at: string,
  options: { newVisitor?: boolean } = {},
): Promise<void> {
  await Promise.all(
    counterUpdates(facts, metric, at, options).map((input) =>
      dynamoDocumentClient().send(new UpdateCommand(input)),
    ),
  );
}

/**
 * The day's salt: one item, overwritten by the first view of each India day, so yesterday's salt
 * is gone the moment today's exists (its TTL only clears it after a day without any view).
 */
const saltKey = { PK: 'VISIT-SALT', SK: 'CURRENT' } as const;
interface DaySalt {
  day: string;
  salt: string;
}
let cachedSalt: DaySalt | undefined;

/** Seconds since the epoch at which an item made on India `day` may go: two days after it began. */
const expiresAfter = (day: string) => Math.floor(Date.parse(`${day}T00:00:00+05:30`) / 1000) + 2 * 86_400;

/** Today's salt, made (and yesterday's replaced) by the first caller of the day. */
export async function daySalt(now = new Date().toISOString()): Promise<DaySalt> {
  const day = indiaDay(now);
  if (cachedSalt?.day === day) return cachedSalt;
  const client = dynamoDocumentClient();
  const { Item } = await client.send(
    new GetCommand({ TableName: tableName(), Key: saltKey, ConsistentRead: true }),
  );
  if (Item && Item.day >= day) {
    cachedSalt = { day, salt: String(Item.salt) };
    return cachedSalt;
  }
  const fresh = { day, salt: randomBytes(32).toString('base64url') };
  try {
    await client.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...saltKey, ...fresh, [ttlAttribute]: expiresAfter(day) },
        // Another function made today's first: use that one.
        ConditionExpression: 'attribute_not_exists(PK) OR #day < :day',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':day': day },
      }),
    );
    cachedSalt = fresh;
    return fresh;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    cachedSalt = undefined;
    return daySalt(now);
  }
}

/** Forgets the salt kept in memory (tests; the next call reads the table). */
export const forgetCachedSalt = (): void => {
  cachedSalt = undefined;
};

/**
 * A salted hash that tells one visitor from another for one day only: with the day's salt
 * deleted, nobody (the owner included) can say whose address and browser made it.
 */
export const visitorHash = (salt: string, ...parts: string[]): string =>
  createHash('sha256')
    .update([salt, ...parts].join('\u0000'))
    .digest('base64url')
    .slice(0, 32);

/**
 * Marks a visitor seen today; true the first time (then the view's `ADD` on `total#all` counts
 * one more visitor too). The marker holds only the hash and expires with the day's salt.
 */
export async function markSeen(hash: string, day: string): Promise<boolean> {
  try {
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { PK: `VISIT-SEEN#${day}#${hash}`, SK: 'SEEN', [ttlAttribute]: expiresAfter(day) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
