import { appendFile } from 'node:fs/promises';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ListStreamsCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from '../functions/lib/runtime/aws-clients.ts';
import { enquiryMailerTimeoutSeconds } from '../shared/enquiry-mail.ts';

/**
 * What AWS's event source mapping does for the enquiry mailer, for DynamoDB Local's stream
 * (it has no mappings: TOOLING.md). Every shard is read from its start (the mailer skips
 * messages already mailed), batches go to the same handler in order, and a batch that reports
 * a failed record is retried from that record with exponential backoff; after `maxAttempts`
 * the record is written to the dead-letter file and reading goes on, as the mapping's
 * on-failure destination would. Each call is told the time it has left, as Lambda's context
 * tells it, counted from the mailer function's timeout in AWS.
 */
export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  handler: (
    event: DynamoDBStreamEvent,
    context: Pick<Context, 'getRemainingTimeInMillis'>,
  ) => Promise<DynamoDBBatchResponse | undefined>;
  /** One JSON line per record given up on. */
  deadLetterFile: string;
  /** @default 10 */
  batchSize?: number;
  /** @default 12 (about a minute of retries with the default backoff) */
  maxAttempts?: number;
  /** @default 250 */
  firstRetryMs?: number;
  /** @default 5000 */
  maxRetryMs?: number;
  /** @default 200 */
  idlePollMs?: number;
  log?: (line: string) => void;
}

export interface RunningStreamPoller {
  /** Stops after the batch in hand. */
  stop(): Promise<void>;
}

interface ShardState {
  iterator?: string;
  lastSequence?: string;
  /** Records fetched and not yet handled (a failed batch stays here for its retry). */
  pending: StreamRecord[];
  attempts: number;
  retryAt: number;
  closed: boolean;
}

export function startStreamPoller(options: StreamPollerOptions): RunningStreamPoller {
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'ap-south-1',
    credentials: localCredentials,
  });
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 12;
  const firstRetryMs = options.firstRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  const idlePollMs = options.idlePollMs ?? 200;
  const log = options.log ?? (() => {});
  const shards = new Map<string, ShardState>();
  let streamArn: string | undefined;
  let running = true;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function discoverShards(): Promise<void> {
    if (!streamArn) {
      const { Streams = [] } = await client.send(new ListStreamsCommand({ TableName: options.tableName }));
      streamArn = Streams.at(-1)?.StreamArn;
      if (!streamArn) return;
    }
    const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (shard.ShardId && !shards.has(shard.ShardId))
        shards.set(shard.ShardId, { pending: [], attempts: 0, retryAt: 0, closed: false });
    }
  }

  async function iteratorOf(shardId: string, state: ShardState): Promise<string | undefined> {
    if (state.iterator) return state.iterator;
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ...(state.lastSequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: state.lastSequence }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    state.iterator = ShardIterator;
    return ShardIterator;
  }

  /** Handles what is pending on one shard; true when it did any work. */
  async function serveShard(shardId: string, state: ShardState): Promise<boolean> {
    if (Date.now() < state.retryAt) return false;
    if (state.pending.length === 0 && !state.closed) {
      const iterator = await iteratorOf(shardId, state);
      if (!iterator) {
        state.closed = true;
        return false;
      }
      try {
        const page = await client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: batchSize }));
        state.pending = page.Records ?? [];
        state.iterator = page.NextShardIterator;
        if (!page.NextShardIterator) state.closed = true;
      } catch (error) {
        // An expired or broken iterator (DynamoDB Local restarted): take a new one after the last record.
        state.iterator = undefined;
        throw error;
      }
    }
    if (state.pending.length === 0) return false;
    const batch = state.pending.slice(0, batchSize);
    let failedAt = batch.length;
    try {
      const deadline = Date.now() + enquiryMailerTimeoutSeconds * 1000;
      const response = await options.handler({ Records: batch } as unknown as DynamoDBStreamEvent, {
        getRemainingTimeInMillis: () => deadline - Date.now(),
      });
      const failed = response?.batchItemFailures?.[0]?.itemIdentifier;
      if (failed !== undefined) {
        const index = batch.findIndex((record) => record.dynamodb?.SequenceNumber === failed);
        failedAt = index === -1 ? 0 : index;
      }
    } catch {
      failedAt = 0;
    }
    const done = batch.slice(0, failedAt);
    if (done.length) {
      state.lastSequence = done.at(-1)?.dynamodb?.SequenceNumber ?? state.lastSequence;
      state.pending = state.pending.slice(done.length);
      state.attempts = 0;
    }
    if (failedAt < batch.length) {
      state.attempts += 1;
      if (state.attempts >= maxAttempts) {
        const record = state.pending.shift();
        state.lastSequence = record?.dynamodb?.SequenceNumber ?? state.lastSequence;
        state.attempts = 0;
        await appendFile(
          options.deadLetterFile,
          `${JSON.stringify({ at: new Date().toISOString(), record })}\n`,
        );
        log(
          `Enquiry mailer: gave up on a record after ${maxAttempts} attempts (see ${options.deadLetterFile})`,
        );
      } else {
        state.retryAt = Date.now() + Math.min(maxRetryMs, firstRetryMs * 2 ** (state.attempts - 1));
      }
    }
    return true;
  }

  const loop = (async () => {
    let lastDiscovery = 0;
    let failures = 0;
    while (running) {
      let worked = false;
      try {
        if (Date.now() - lastDiscovery > 5000 || shards.size === 0) {
          await discoverShards();
          lastDiscovery = Date.now();
        }
        for (const [shardId, state] of shards) {
          if (!running) break;
          if (await serveShard(shardId, state)) worked = true;
        }
        failures = 0;
      } catch (error) {
        failures += 1;
        if (failures === 1)
          log(`Enquiry mailer: reading the stream failed (${(error as Error).name}); retrying`);
      }
      if (running && !worked)
        await pause(failures ? Math.min(maxRetryMs, firstRetryMs * 2 ** failures) : idlePollMs);
    }
  })();

  return {
    stop: async () => {
      running = false;
      wake?.();
      await loop;
      client.destroy();
    },
  };
}
