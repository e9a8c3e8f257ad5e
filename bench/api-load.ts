import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../local/stack.ts';
import type { DynamoDbRequest, DynamoDbRequestLog } from './dynamodb-requests.ts';

const run = promisify(execFile);

/** Short runs: the figures compare routes and data sizes within one run, not absolute capacity. */
export const loadSeconds = 5;
export const loadConnections = 10;
/** Sequential calls per route whose DynamoDB requests are counted (the figure is their mean). */
export const countedCalls = 3;
/** How long the server must have made no DynamoDB request before counting starts. */
const idleMs = 1000;

export interface ApiProbe {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface ApiLoadResult {
  route: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Answers other than 2xx, and connection errors/timeouts, during the load run. */
  non2xx: number;
  errors: number;
  /** Median time of the counted calls, made one at a time (the figure when a call outlasts the load run). */
  singleCallMs: number;
  /** DynamoDB requests per call, and what they were. */
  dynamoDbRequestsPerCall: number;
  dynamoDbCommandsPerCall: Record<string, number>;
  /** Bytes DynamoDB returned per call (its response bodies) and bytes the API returned. */
  dynamoDbBytesPerCall: number;
  responseBytes: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * autocannon runs as a child process so the load generator does not share the event loop
 * of the server it measures (the stack's handlers run in this process).
 */
async function loadRoute(baseUrl: string, probe: ApiProbe): Promise<AutocannonJson> {
  const args = ['-c', String(loadConnections), '-d', String(loadSeconds), '-j', '-m', probe.method];
  if (probe.body !== undefined)
    args.push('-H', 'content-type=application/json', '-b', JSON.stringify(probe.body));
  args.push(new URL(probe.path, baseUrl).href);
  const { stdout } = await run(join(repositoryRoot, 'node_modules/.bin/autocannon'), args, {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as AutocannonJson;
}

function tally(requests: DynamoDbRequest[]): Record<string, number> {
  const byCommand: Record<string, number> = {};
  for (const { command } of requests) byCommand[command] = (byCommand[command] ?? 0) + 1 / countedCalls;
  return byCommand;
}

/** Counts one route's DynamoDB requests over a few sequential calls (nothing else runs meanwhile). */
export async function countDynamoDbRequests(
  baseUrl: string,
  probe: ApiProbe,
  requestLog: DynamoDbRequestLog,
  headers: Record<string, string> = {},
): Promise<{ requests: DynamoDbRequest[]; responseBytes: number; medianMs: number }> {
  await requestLog.whenIdle(idleMs);
  requestLog.take();
  let responseBytes = 0;
  const times: number[] = [];
  for (let call = 0; call < countedCalls; call++) {
    const start = performance.now();
    const response = await fetch(new URL(probe.path, baseUrl), {
      method: probe.method,
      headers: { ...headers, ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${probe.label}: ${response.status} ${text.slice(0, 200)}`);
    responseBytes = Buffer.byteLength(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { requests: requestLog.take(), responseBytes, medianMs: times[Math.floor(times.length / 2)] };
}

export async function measureApiRoute(
  baseUrl: string,
  probe: ApiProbe,
  requestLog: DynamoDbRequestLog,
): Promise<ApiLoadResult> {
  const counted = await countDynamoDbRequests(baseUrl, probe, requestLog);
  const load = await loadRoute(baseUrl, probe);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    route: probe.label,
    requestsPerSecond: round(load.requests.average),
    latencyP50Ms: load.latency.p50,
    latencyP99Ms: load.latency.p99,
    non2xx: load.non2xx,
    errors: load.errors + load.timeouts,
    singleCallMs: Math.round(counted.medianMs),
    dynamoDbRequestsPerCall: round(counted.requests.length / countedCalls),
    dynamoDbCommandsPerCall: Object.fromEntries(
      Object.entries(tally(counted.requests)).map(([command, count]) => [command, round(count)]),
    ),
    dynamoDbBytesPerCall: Math.round(
      counted.requests.reduce((sum, request) => sum + request.responseBytes, 0) / countedCalls,
    ),
    responseBytes: counted.responseBytes,
  };
}
