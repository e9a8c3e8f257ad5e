import {
  type AttributeValue,
  BatchWriteItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from '../../local/dynamodb-local.ts';
import {
  type CounterDimension,
  type CounterMetric,
  counterMetrics,
  counterPartition,
  counterSortKey,
  foldedAttribute,
  totalValue,
} from '../../shared/insight-counters.ts';

/**
 * Counters written straight into the table with the key layout of shared/insight-counters.ts
 * as deployed stages wrote them before the folding (docs/decisions/071): one item per
 * dimension's value, channel, country and device included. The readers still read it, and the
 * read side's tests do not depend on the writers. `date` is an India day; each write adds to
 * its day and to its month.
 */
export interface CounterWrite {
  date: string;
  dimension: CounterDimension;
  value: string;
  counts: Partial<Record<CounterMetric, number>>;
}

/** One write, as the tests list them: `counterWrite('2025-03-15', 'page', '/blog/x', { views: 3 })`. */
export const counterWrite = (
  date: string,
  dimension: CounterDimension,
  value: string,
  counts: CounterWrite['counts'],
): CounterWrite => ({ date, dimension, value, counts });

interface Target {
  dynamodbEndpoint: string;
  tableName: string;
}

/** Adds each write to its day and month partitions (UpdateItem ADD, as the writers do). */
export async function addCounters(target: Target, writes: CounterWrite[]): Promise<void> {
  const client = localDynamoDbClient(target.dynamodbEndpoint);
  try {
    for (const write of writes) {
      const metrics = Object.entries(write.counts).filter(([, count]) => count);
      if (metrics.length === 0) continue;
      for (const PK of [
        counterPartition({ kind: 'day', date: write.date }),
        counterPartition({ kind: 'month', month: write.date.slice(0, 7) }),
      ])
        await client.send(
          new UpdateItemCommand({
            TableName: target.tableName,
            Key: { PK: { S: PK }, SK: { S: counterSortKey(write.dimension, write.value) } },
            UpdateExpression: `ADD ${metrics.map(([metric]) => `#${metric} :${metric}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(metrics.map(([metric]) => [`#${metric}`, metric])),
            ExpressionAttributeValues: Object.fromEntries(
              metrics.map(([metric, count]) => [`:${metric}`, { N: String(count) }]),
            ),
          }),
        );
    }
  } finally {
    client.destroy();
  }
}

/** Puts counter items as they are (a bench's year of counters): BatchWriteItem, 25 at a time. */
export async function putCounterItems(
  target: Target,
  items: { PK: string; SK: string; counts: Partial<Record<CounterMetric, number>> }[],
): Promise<void> {
  const client = localDynamoDbClient(target.dynamodbEndpoint);
  try {
    for (let start = 0; start < items.length; start += 25) {
      let requests = items.slice(start, start + 25).map(({ PK, SK, counts }) => ({
        PutRequest: {
          Item: {
            PK: { S: PK },
            SK: { S: SK },
            ...Object.fromEntries(
              Object.entries(counts).map(([metric, count]) => [metric, { N: String(count) }]),
            ),
          },
        },
      }));
      while (requests.length > 0) {
        const answer = await client.send(
          new BatchWriteItemCommand({ RequestItems: { [target.tableName]: requests } }),
        );
        requests = (answer.UnprocessedItems?.[target.tableName] ?? []) as typeof requests;
      }
    }
  } finally {
    client.destroy();
  }
}

/** One item of the table as stored (a roll-up, docs/decisions/072), or undefined. */
export async function readItem(
  target: Target,
  PK: string,
  SK: string,
): Promise<Record<string, AttributeValue> | undefined> {
  const client = localDynamoDbClient(target.dynamodbEndpoint);
  try {
    const answer = await client.send(
      new GetItemCommand({
        TableName: target.tableName,
        Key: { PK: { S: PK }, SK: { S: SK } },
        ConsistentRead: true,
      }),
    );
    return answer.Item;
  } finally {
    client.destroy();
  }
}

/** Deletes one item: a counter taken away behind a roll-up's back shows which of the two a read used. */
export async function deleteItem(target: Target, PK: string, SK: string): Promise<void> {
  const client = localDynamoDbClient(target.dynamodbEndpoint);
  try {
    await client.send(
      new DeleteItemCommand({ TableName: target.tableName, Key: { PK: { S: PK }, SK: { S: SK } } }),
    );
  } finally {
    client.destroy();
  }
}

/**
 * What a dimension's value counts in one partition, whichever layout holds it: its own item
 * (every dimension before the folding; page, referrer and product still) plus the attributes
 * of `total#all` that the folding writes for channel, country and device. Zeros when neither.
 */
export async function readCounter(
  target: Target,
  PK: string,
  dimension: CounterDimension,
  value: string,
): Promise<Record<CounterMetric, number>> {
  const [own, total] = await Promise.all([
    readItem(target, PK, counterSortKey(dimension, value)),
    dimension === 'total' ? undefined : readItem(target, PK, counterSortKey('total', totalValue)),
  ]);
  const count = (attribute: AttributeValue | undefined) => Number(attribute?.N ?? 0);
  return Object.fromEntries(
    counterMetrics.map((metric) => [
      metric,
      count(own?.[metric]) + count(total?.[foldedAttribute(dimension, value, metric)]),
    ]),
  ) as Record<CounterMetric, number>;
}
