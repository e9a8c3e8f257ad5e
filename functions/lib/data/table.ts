import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Counts } from '../../../shared/api-types.ts';
import { gsi1Name } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';

/** What every item of the table has; the rest of its attributes are the entity's fields. */
export interface TableItem {
  PK: string;
  SK: string;
  GSI1PK?: string;
  [attribute: string]: unknown;
}

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of items in one TransactWriteItems call. */
export const maxTransactionItems = 100;

export const tableName = (): string => readConfig().tableName;

/** Runs a Query to its end (pages beyond 1 MB), returning every item. */
export async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<TableItem[]> {
  const items: TableItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoDocumentClient().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey }),
    );
    items.push(...((page.Items ?? []) as TableItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/** One page of a Query (at most `Limit` items) and the key to continue from. */
export async function queryPage(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<{ items: TableItem[]; lastKey?: Record<string, unknown> }> {
  const page = await dynamoDocumentClient().send(new QueryCommand({ ...input, TableName: tableName() }));
  return { items: (page.Items ?? []) as TableItem[], lastKey: page.LastEvaluatedKey };
}

/**
 * Bytes of one unpaged list's JSON at most: Lambda answers at most 6 MiB of serialized
 * result, in which the body's JSON is a string again, so each of its bytes takes at most two.
 * A list that would be longer stops early, with a cursor for the rest (docs/decisions/034).
 */
export const maxListBytes = 3_000_000;

/**
 * Reads a Query in DynamoDB's pages (1 MB each) until `limit` items are shown (every item
 * when there is none) or the next one would take the shown items' JSON past `maxListBytes`.
 * `more` says whether items remain after `last`, the last item shown (a page's cursor).
 */
export async function queryWithinBytes<Shown>(
  input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  options: {
    toShown: (item: TableItem) => Shown;
    limit?: number;
    startKey?: Record<string, unknown>;
    /**
     * The filter drops few items (a post's drafts among its published ones): each read still
     * asks for one more than wanted, and reads on when the filter dropped some, instead of
     * reading DynamoDB's whole 1 MB pages (whose articles would be read and billed for).
     */
    fewFilteredOut?: boolean;
  },
): Promise<{ items: Shown[]; more: boolean; last?: TableItem }> {
  const { toShown, limit, fewFilteredOut = false } = options;
  const items: Shown[] = [];
  let last: TableItem | undefined;
  let bytes = 2; // the array's brackets
  let exclusiveStartKey = options.startKey;
  for (;;) {
    // One more than still wanted tells whether another page exists, so the last page has no
    // cursor. A filtered read counts items before the filter: it reads DynamoDB's whole pages.
    const page = await queryPage({
      ...input,
      ...(limit === undefined || (input.FilterExpression && !fewFilteredOut)
        ? {}
        : { Limit: limit + 1 - items.length }),
      ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
    });
    for (const item of page.items) {
      const shown = toShown(item);
      const shownBytes = Buffer.byteLength(JSON.stringify(shown)) + 1; // and its comma
      if (items.length === limit || (items.length > 0 && bytes + shownBytes > maxListBytes))
        return { items, more: true, last };
      items.push(shown);
      last = item;
      bytes += shownBytes;
    }
    if (!page.lastKey) return { items, more: false, last };
    exclusiveStartKey = page.lastKey;
  }
}

/** The overview's counts: one GetItem of the counters item the writes keep exact. */
export async function readCounts(): Promise<Counts> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: countsKey }),
  );
  return {
    blogs: Item?.blogs ?? 0,
    countries: Item?.countries ?? 0,
    states: Item?.states ?? 0,
    districts: Item?.districts ?? 0,
    contacts: Item?.contacts ?? 0,
    newContacts: Item?.newContacts ?? 0,
  };
}

/**
 * Ids the API hands out are ULIDs: short tokens of letters and digits. Text that is not such
 * a token cannot name an item, and checking it first keeps untrusted text out of keys
 * (DynamoDB refuses a request whose key is over its size limits: that would be a 500).
 */
export const isItemId = (id: string): boolean => /^[0-9A-Za-z_-]{1,64}$/.test(id);

/** The item whose id is `id` (GSI1), or undefined. */
export async function findItemById(id: string): Promise<TableItem | undefined> {
  if (!isItemId(id)) return undefined;
  const page = await dynamoDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: gsi1Name,
      KeyConditionExpression: 'GSI1PK = :id',
      ExpressionAttributeValues: { ':id': id },
      Limit: 1,
    }),
  );
  return page.Items?.[0] as TableItem | undefined;
}

/** Key of the counters item the overview reads with one GetItem. */
export const countsKey = { PK: 'META', SK: 'COUNTS' } as const;

/**
 * The counters update that goes into the same transaction as the items it counts, so the
 * counts change exactly when the items do.
 */
export function countsUpdate(delta: Partial<Counts>): TransactItem {
  const entries = Object.entries(delta).filter(([, value]) => value);
  return {
    Update: {
      TableName: tableName(),
      Key: countsKey,
      UpdateExpression: `ADD ${entries.map(([name]) => `#${name} :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    },
  };
}

/**
 * Optimistic concurrency (docs/decisions/051): every item an admin edits carries a `version`,
 * 1 when created and one more on each write, and every write of it is conditional on the
 * version it was read with. So whatever a write derives from that read (a category's count, an
 * upload to release) is derived from exactly the state it replaces. Items stored before versions
 * have none: version 0.
 */
/** A stored item, or a value holding its `version`. */
export type Versioned = { readonly [attribute: string]: unknown };

export const versionOf = (item: Versioned): number => (typeof item.version === 'number' ? item.version : 0);

/** The version a write of `current` gives the item. */
export const nextVersion = (current: Versioned): number => versionOf(current) + 1;

/**
 * The write's condition failed because another write got in since the read (or the item is
 * gone): `retryOnVersionChange` (item-versions.ts) reads again. Never an answer by itself.
 */
export class VersionChanged extends Error {}

/** The condition, names and values that hold while the stored item has `current`'s version. */
export function versionCondition(current: Versioned): {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
} {
  const version = versionOf(current);
  return version === 0
    ? {
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#version)',
        ExpressionAttributeNames: { '#version': 'version' },
      }
    : {
        ConditionExpression: '#version = :readVersion',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':readVersion': version },
      };
}

/**
 * The writes that replace the item stored under `current`'s key with `item` (which carries
 * `nextVersion(current)`), on the condition that it still has the version `current` was read
 * with: one Put when the key stays, or, when the sort key changes (a blog's date, a product's
 * position), a Delete of the old item and a Put of the new one.
 */
export function replaceItem(current: TableItem, item: TableItem): TransactionWrite[] {
  if (item.PK === current.PK && item.SK === current.SK)
    return [
      conditional({ Put: { TableName: tableName(), Item: item, ...versionCondition(current) } }, changed),
    ];
  return [
    deleteItem(current),
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
}

/** The Delete of `current`, on the condition that it still has the version it was read with. */
export const deleteItem = (current: TableItem): TransactionWrite =>
  conditional(
    {
      Delete: {
        TableName: tableName(),
        Key: { PK: current.PK, SK: current.SK },
        ...versionCondition(current),
      },
    },
    changed,
  );

const changed = () => new VersionChanged();

/**
 * Attempts of a transaction that DynamoDB cancels for a conflict with another one, with
 * exponential backoff and full jitter between them (at most 50, 100, 200, 400 and 800 ms: about
 * 1.5 s in all), as AWS advises for contention: a burst of visitors' messages all updating the
 * counters spreads out instead of colliding again at the same moment.
 */
const conflictAttempts = 6;
export const conflictPauseMs = (attempt: number) => Math.random() * 25 * 2 ** attempt;

/**
 * One write of a transaction, and what its condition failing means (a 404, a 409, …): the
 * answer goes with the write it belongs to, so reordering a transaction's writes cannot give
 * the admin another write's message.
 */
export type TransactionWrite = TransactItem & { ifConditionFails?: () => Error };

/** `item`, whose failing condition means `error`. */
export const conditional = (item: TransactItem, error: () => Error): TransactionWrite => ({
  ...item,
  ifConditionFails: error,
});

/**
 * Writes the items in one transaction. When it is cancelled because a condition failed, the
 * first failing write's `ifConditionFails` (else `otherwise`) decides the answer; every other
 * failure (throttling, outage) propagates unchanged.
 *
 * Every write also updates the one counters item, so concurrent writes (visitors' messages)
 * conflict on it: DynamoDB cancels one with `TransactionConflict`, which the SDK does not
 * retry. We retry it a few times after a growing random pause, with the same
 * ClientRequestToken, so a transaction that did go through is not applied twice.
 */
export async function transactWrite(writes: TransactionWrite[], otherwise?: () => Error): Promise<void> {
  const ClientRequestToken = randomUUID();
  const TransactItems = writes.map(({ ifConditionFails: _, ...item }) => item);
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamoDocumentClient().send(new TransactWriteCommand({ TransactItems, ClientRequestToken }));
      return;
    } catch (error) {
      const failed = failedConditionIndex(error);
      if (failed !== undefined) throw (writes[failed]?.ifConditionFails ?? otherwise)?.() ?? error;
      if (attempt < conflictAttempts && isTransactionConflict(error)) {
        await new Promise((resolve) => setTimeout(resolve, conflictPauseMs(attempt)));
        continue;
      }
      throw error;
    }
  }
}

const cancellationCodes = (error: unknown): string[] =>
  error instanceof TransactionCanceledException
    ? (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None')
    : [];

const isTransactionConflict = (error: unknown): boolean =>
  cancellationCodes(error).includes('TransactionConflict');

function failedConditionIndex(error: unknown): number | undefined {
  const codes = cancellationCodes(error);
  // A throttled or conflicting transaction is a busy database, not a failed condition.
  if (codes.some((code) => !['None', 'ConditionalCheckFailed'].includes(code))) return undefined;
  const index = codes.indexOf('ConditionalCheckFailed');
  return index === -1 ? undefined : index;
}
