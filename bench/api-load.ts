import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../local/stack.ts';
import { visitBeaconPath } from '../shared/visit-beacon.ts';
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
  /** A JSON object body. */
  body?: Record<string, unknown>;
  /**
   * Each request as from another visitor: its own address (a connection from another
   * 127.x.y.z, which the local stack passes on as CloudFront passes the viewer's address; a
   * header a client sends is never trusted, ADR 028) and a `message` of its own (a repeat
   * within 10 minutes is stored once). The contact form allows 5 messages per address in 10
   * minutes: without this, the load run would measure the limiter's 429s.
   */
  asManyVisitors?: boolean;
  /** Requests in flight at once during the load run; `loadConnections` unless said. */
  concurrency?: number;
  /**
   * The `User-Agent` every request says. The visit beacon counts nothing for a bot, and a
   * request with no user agent is one (docs/decisions/071): a page view says a browser's.
   */
  userAgent?: string;
}

/** A desktop Chrome's user agent: what a page view's beacon says. */
export const browserUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A body of its own per visitor: a `message` (the contact form's) is made unique, anything else is sent as it is. */
const withOwnMessage = (body: Record<string, unknown>, n: number) =>
  'message' in body ? { ...body, message: `${String(body.message ?? '')} #${n}` } : body;

/**
 * The n-th visitor's address: 127.1.0.0 and on (Linux routes all of 127/8 to loopback), never
 * the 127.0.0.1 of the stack's other clients. The load run's visitors start at 127.2.0.0.
 */
const visitorAddress = (n: number) => `127.${1 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
let visitors = 0;
/** A request of the probe as the next visitor would send it: its source address and body. */
function visitorRequest(probe: ApiProbe): { from?: string; body?: string } {
  if (!probe.asManyVisitors) return { body: probe.body && JSON.stringify(probe.body) };
  const n = ++visitors;
  const body = probe.body && withOwnMessage(probe.body, n);
  return { from: visitorAddress(n), body: body && JSON.stringify(body) };
}

/** One request over a connection of its own from `from` (fetch cannot choose its source address). */
function requestFrom(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string; from?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: init.method,
      headers: init.headers,
      localAddress: init.from,
      agent: false,
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/**
 * A load run in a child process for probes whose every request differs (autocannon repeats
 * one request on kept-alive connections, so all would come from one address): `connections`
 * loops, each request a new visitor's own connection from its own 127.x.y.z, with the same
 * figures as autocannon's `-j` (requests per second, latency percentiles, non-2xx, errors).
 */
const manyVisitorsScript = `
import { request } from 'node:http';
const [url, method, connections, duration, body, userAgent] = process.argv.slice(1);
const template = JSON.parse(body);
let n = 2 << 16;
const latencies = [];
let non2xx = 0, errors = 0;
const end = Date.now() + Number(duration) * 1000;
const once = () => new Promise((resolve) => {
  n++;
  const started = performance.now();
  const from = '127.' + (1 + (n >> 16)) + '.' + ((n >> 8) & 255) + '.' + (n & 255);
  const headers = { 'content-type': 'application/json', ...(userAgent && { 'user-agent': userAgent }) };
  const req = request(url, { method, agent: false, localAddress: from, headers });
  req.on('response', (res) => { res.resume(); res.on('end', () => {
    latencies.push(performance.now() - started);
    if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
    resolve();
  }); });
  req.on('error', () => { errors++; resolve(); });
  req.end(JSON.stringify('message' in template ? { ...template, message: template.message + ' #' + n } : template));
});
const loop = async () => { while (Date.now() < end) await once(); };
await Promise.all(Array.from({ length: Number(connections) }, loop));
latencies.sort((a, b) => a - b);
const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
process.stdout.write(JSON.stringify({
  requests: { average: latencies.length / Number(duration) },
  latency: { p50: at(0.5), p95: at(0.95), p99: at(0.99) },
  non2xx, errors, timeouts: 0,
}));
`;

export interface ApiLoadResult {
  route: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Only for many visitors' runs (autocannon reports no p95). */
  latencyP95Ms?: number;
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
  latency: { p50: number; p95?: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * autocannon runs as a child process so the load generator does not share the event loop
 * of the server it measures (the stack's handlers run in this process).
 */
async function loadRoute(baseUrl: string, probe: ApiProbe): Promise<AutocannonJson> {
  if (probe.asManyVisitors) {
    const { stdout } = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        manyVisitorsScript,
        new URL(probe.path, baseUrl).href,
        probe.method,
        String(probe.concurrency ?? loadConnections),
        String(loadSeconds),
        JSON.stringify(probe.body ?? {}),
        probe.userAgent ?? '',
      ],
      { cwd: repositoryRoot, maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as AutocannonJson;
  }
  const args = [
    '-c',
    String(probe.concurrency ?? loadConnections),
    '-d',
    String(loadSeconds),
    '-j',
    '-m',
    probe.method,
  ];
  if (probe.userAgent) args.push('-H', `user-agent=${probe.userAgent}`);
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
  // The load run before (the whole hierarchy at 20,010 districts) can leave DynamoDB Local
  // too busy for the API's SDK timeouts, which answer 503: let it recover and count again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await countOnce(baseUrl, probe, requestLog, headers);
    } catch (error) {
      if (!(error instanceof ServiceBusy) || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
  }
}

class ServiceBusy extends Error {}

async function countOnce(
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
    const request = visitorRequest(probe);
    const start = performance.now();
    const { status, text } = await requestFrom(new URL(probe.path, baseUrl), {
      method: probe.method,
      headers: {
        ...headers,
        ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(probe.userAgent && { 'user-agent': probe.userAgent }),
      },
      body: request.body,
      from: request.from,
    });
    if (status === 503) throw new ServiceBusy(`${probe.label}: 503 ${text.slice(0, 200)}`);
    if (status < 200 || status >= 300) throw new Error(`${probe.label}: ${status} ${text.slice(0, 200)}`);
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
    ...(load.latency.p95 !== undefined && { latencyP95Ms: load.latency.p95 }),
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

/** Page views at once in the beacon's load run (issue 36: "p95 under 200 concurrent views"). */
export const beaconConcurrency = 200;
export const beaconProbeLabel = `POST /api/visits (${beaconConcurrency} at once)`;

/**
 * The visit beacon as page views of `page` (a page of the site: the beacon refuses any other)
 * send it, `beaconConcurrency` at once, each from a visitor of its own address with a
 * browser's user agent, so each is counted (docs/decisions/071: 300 views per address in 10
 * minutes, bots not counted).
 */
export const beaconProbe = (page: string): ApiProbe => ({
  label: beaconProbeLabel,
  method: 'POST',
  path: visitBeaconPath,
  body: { page, landingPage: page },
  asManyVisitors: true,
  concurrency: beaconConcurrency,
  userAgent: browserUserAgent,
});
