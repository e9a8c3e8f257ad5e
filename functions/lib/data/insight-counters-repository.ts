import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CounterPeriod,
  counterMetrics,
  counterPartition,
  counterSortKey,
  rollupPartition,
  rollupSortKey,
  totalValue,
  unfoldedAttribute,
} from '../../../shared/insight-counters.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import {
  addMetrics,
  addSums,
  type Metrics,
  maxPackedBytes,
  noMetrics,
  packSums,
  rollupDue,
  sameMetrics,
  unpackSums,
} from './counter-rollups.ts';
import { queryAll, tableName } from './table.ts';

/**
 * Reads of the visit and enquiry counters (shared/insight-counters.ts, docs/decisions/072):
 * only GetItem-like reads of whole periods, so their cost follows the number of days and
 * months asked for, never the traffic. Nothing here writes a counter; the reads write a closed
 * period's roll-up (its own partition, counter-rollups.ts).
 */

function metricsOf(item: Record<string, unknown>): Metrics {
  const metrics = noMetrics();
  for (const metric of counterMetrics) {
    const value = item[metric];
    if (typeof value === 'number' && Number.isFinite(value)) metrics[metric] = value;
  }
  return metrics;
}

/** The metrics' names are read through placeholders: `views` is one of DynamoDB's reserved words. */
const metricNames = Object.fromEntries(counterMetrics.map((metric) => [`#${metric}`, metric]));

/** DynamoDB's limit of keys in one BatchGetItem. */
const batchGetLimit = 100;
/** Tries of the keys DynamoDB left unprocessed (throttling) before the read fails. */
const unprocessedRetries = 5;

/** Every item of `keys` that exists (one BatchGetItem per 100 keys, unprocessed keys retried). */
async function batchGetAll(keys: { PK: string; SK: string }[]): Promise<Record<string, unknown>[]> {
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < keys.length; start += batchGetLimit)
    batches.push(keys.slice(start, start + batchGetLimit));
  const found: Record<string, unknown>[] = [];
  await Promise.all(
    batches.map(async (batch) => {
      let pending = batch;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > unprocessedRetries) throw new Error('the counters could not be read (throttled)');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        const answer = await dynamoDocumentClient().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
        );
        found.push(...(answer.Responses?.[tableName()] ?? []));
        pending = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
      }
    }),
  );
  return found;
}

const totalKey = counterSortKey('total', totalValue);

/**
 * The site totals (`total#all`) of each period, by partition key; a period nobody visited has
 * no item and reads as zeros. One BatchGetItem per 100 periods.
 */
export async function readPeriodTotals(periods: CounterPeriod[]): Promise<Map<string, Metrics>> {
  const partitions = [...new Set(periods.map(counterPartition))];
  const totals = new Map(partitions.map((partition) => [partition, noMetrics()]));
  for (const item of await batchGetAll(partitions.map((PK) => ({ PK, SK: totalKey }))))
    totals.set(String(item.PK), metricsOf(item));
  return totals;
}

/** How many partitions are read at once: enough to overlap their round trips, not a flood. */
const parallelReads = 16;

/**
 * A period's items as sums by sort key: each item's metrics under its own sort key, and the
 * folded dimensions' attributes of `total#all` (shared/insight-counters.ts) under theirs, added
 * to any item of the same sort key that counters written before the folding left.
 */
function periodSums(items: Record<string, unknown>[]): Map<string, Metrics> {
  const sums = new Map<string, Metrics>();
  const sumOf = (sortKey: string): Metrics => {
    const sum = sums.get(sortKey) ?? noMetrics();
    sums.set(sortKey, sum);
    return sum;
  };
  for (const item of items) {
    addMetrics(sumOf(String(item.SK)), metricsOf(item));
    if (item.SK !== totalKey) continue;
    for (const [attribute, count] of Object.entries(item)) {
      const folded = unfoldedAttribute(attribute);
      if (folded && typeof count === 'number' && Number.isFinite(count))
        sumOf(folded.sortKey)[folded.metric] += count;
    }
  }
  return sums;
}

/** Every counter of one period's partition, by sort key: one Query (its items are one per value counted). */
async function queryPeriod(period: CounterPeriod): Promise<Map<string, Metrics>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :partition',
    ExpressionAttributeValues: { ':partition': counterPartition(period) },
  });
  return periodSums(items);
}

/**
 * The closed periods' roll-ups that still hold: read with each period's `total#all` in one
 * BatchGetItem, and used only where the roll-up's totals are the period's totals now (a count
 * added since sets it aside). A roll-up without sums (too big to pack) holds but is not used.
 */
async function readRollups(
  periods: CounterPeriod[],
): Promise<{ sums: Map<string, Map<string, Metrics>>; kept: Set<string> }> {
  const items = await batchGetAll(
    periods.flatMap((period) => [
      { PK: rollupPartition(period), SK: rollupSortKey },
      { PK: counterPartition(period), SK: totalKey },
    ]),
  );
  const byPartition = new Map(items.map((item) => [String(item.PK), item]));
  const sums = new Map<string, Map<string, Metrics>>();
  const kept = new Set<string>();
  for (const period of periods) {
    const rollup = byPartition.get(rollupPartition(period));
    const total = byPartition.get(counterPartition(period));
    if (!rollup || !total || !sameMetrics(metricsOf(rollup), metricsOf(total))) continue;
    kept.add(counterPartition(period));
    if (rollup.sums instanceof Uint8Array) sums.set(counterPartition(period), unpackSums(rollup.sums));
  }
  return { sums, kept };
}

/**
 * Stores a closed period's roll-up, its totals as its version. Written once: the put holds only
 * where no roll-up of these totals exists, so of two reads at once one writes and the other's
 * put is refused (both answer from the counters they read). A stale roll-up is replaced.
 */
async function writeRollup(period: CounterPeriod, sums: Map<string, Metrics>): Promise<void> {
  const total = sums.get(totalKey);
  if (!total) return; // nothing counted: nothing to roll up
  const packed = packSums(sums);
  try {
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: rollupPartition(period),
          SK: rollupSortKey,
          ...total,
          rolledUpAt: new Date().toISOString(),
          ...(packed.byteLength <= maxPackedBytes ? { sums: packed } : {}),
        },
        ConditionExpression: `attribute_not_exists(PK) OR ${counterMetrics.map((metric) => `#${metric} <> :${metric}`).join(' OR ')}`,
        ExpressionAttributeNames: metricNames,
        ExpressionAttributeValues: Object.fromEntries(
          counterMetrics.map((metric) => [`:${metric}`, total[metric]]),
        ),
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Every counter of the periods, summed by sort key. A period over for a day is read from its
 * roll-up when one holds; any other is queried (one Query per period, 16 at a time), and a
 * closed one's roll-up written from what was read. The sums are the same either way.
 */
export async function readPeriodCounters(
  periods: CounterPeriod[],
  today: string,
): Promise<Map<string, Metrics>> {
  const unique = [...new Map(periods.map((period) => [counterPartition(period), period])).values()];
  const { sums: rolledUp, kept } = await readRollups(unique.filter((period) => rollupDue(period, today)));
  const sums = new Map<string, Metrics>();
  for (const periodSums of rolledUp.values()) addSums(sums, periodSums);
  const queue = unique.filter((period) => !rolledUp.has(counterPartition(period)));
  const reader = async () => {
    for (let period = queue.shift(); period; period = queue.shift()) {
      const periodSums = await queryPeriod(period);
      if (rollupDue(period, today) && !kept.has(counterPartition(period)))
        await writeRollup(period, periodSums);
      addSums(sums, periodSums);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelReads, queue.length) }, reader));
  return sums;
}
