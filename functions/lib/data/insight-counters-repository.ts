import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CounterMetric,
  type CounterPeriod,
  counterMetrics,
  counterPartition,
  counterSortKey,
  totalValue,
} from '../../../shared/insight-counters.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { queryAll, tableName } from './table.ts';

/**
 * Reads of the visit and enquiry counters (shared/insight-counters.ts, docs/decisions/072):
 * only GetItem-like reads of whole periods, so their cost follows the number of days and
 * months asked for, never the traffic. Nothing here writes a counter.
 */
export type Metrics = Record<CounterMetric, number>;

export const noMetrics = (): Metrics => ({ views: 0, visitors: 0, enquiries: 0 });

function metricsOf(item: Record<string, unknown>): Metrics {
  const metrics = noMetrics();
  for (const metric of counterMetrics) {
    const value = item[metric];
    if (typeof value === 'number' && Number.isFinite(value)) metrics[metric] = value;
  }
  return metrics;
}

export function addMetrics(into: Metrics, more: Metrics): Metrics {
  for (const metric of counterMetrics) into[metric] += more[metric];
  return into;
}

/** The metrics' names are read through placeholders: `views` is one of DynamoDB's reserved words. */
const metricNames = Object.fromEntries(counterMetrics.map((metric) => [`#${metric}`, metric]));
const metricProjection = Object.keys(metricNames).join(', ');

/** DynamoDB's limit of keys in one BatchGetItem. */
const batchGetLimit = 100;
/** Tries of the keys DynamoDB left unprocessed (throttling) before the read fails. */
const unprocessedRetries = 5;

/**
 * The site totals (`total#all`) of each period, by partition key; a period nobody visited has
 * no item and reads as zeros. One BatchGetItem per 100 periods.
 */
export async function readPeriodTotals(periods: CounterPeriod[]): Promise<Map<string, Metrics>> {
  const partitions = [...new Set(periods.map(counterPartition))];
  const totals = new Map(partitions.map((partition) => [partition, noMetrics()]));
  const SK = counterSortKey('total', totalValue);
  const batches: string[][] = [];
  for (let start = 0; start < partitions.length; start += batchGetLimit)
    batches.push(partitions.slice(start, start + batchGetLimit));
  await Promise.all(
    batches.map(async (batch) => {
      let keys: Record<string, unknown>[] = batch.map((PK) => ({ PK, SK }));
      for (let attempt = 0; keys.length > 0; attempt += 1) {
        if (attempt > unprocessedRetries) throw new Error('the counters could not be read (throttled)');
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
        const answer = await dynamoDocumentClient().send(
          new BatchGetCommand({
            RequestItems: {
              [tableName()]: {
                Keys: keys,
                ProjectionExpression: `PK, ${metricProjection}`,
                ExpressionAttributeNames: metricNames,
              },
            },
          }),
        );
        for (const item of answer.Responses?.[tableName()] ?? [])
          totals.set(String(item.PK), metricsOf(item));
        keys = answer.UnprocessedKeys?.[tableName()]?.Keys ?? [];
      }
    }),
  );
  return totals;
}

/** How many partitions are read at once: enough to overlap their round trips, not a flood. */
const parallelReads = 16;

/**
 * Every counter of the periods, summed by sort key (`<dimension>#<value>`): one Query per
 * period (its items are one per value counted in it).
 */
export async function readPeriodCounters(periods: CounterPeriod[]): Promise<Map<string, Metrics>> {
  const sums = new Map<string, Metrics>();
  const queue = [...new Set(periods.map(counterPartition))];
  const reader = async () => {
    for (let partition = queue.shift(); partition; partition = queue.shift()) {
      const items = await queryAll({
        KeyConditionExpression: 'PK = :partition',
        ExpressionAttributeValues: { ':partition': partition },
        ProjectionExpression: `SK, ${metricProjection}`,
        ExpressionAttributeNames: metricNames,
      });
      for (const item of items) {
        const sum = sums.get(item.SK) ?? noMetrics();
        sums.set(item.SK, addMetrics(sum, metricsOf(item)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelReads, queue.length) }, reader));
  return sums;
}
