import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '../../local/s3-local.ts';
import { solidPng } from '../../local/solid-png.ts';
import { startTestStack, type TestStack } from '../api/test-stack.ts';

/**
 * The local stack serves this machine only (issue 15): from another machine on the LAN,
 * DynamoDB Local (which checks no credentials) gave out the admin's password hash; s3rver
 * wrote a file outside its folder for a `../` key; `/uploads/` served an HTML upload on the
 * app's origin, and answered 500 for `/uploads/%00`.
 */
let stack: TestStack;
let putObject: (key: string, body: Buffer | string, contentType: string) => Promise<void>;
let s3: S3Client;

beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  s3 = localS3Client(stack.s3Endpoint);
  putObject = async (key, body, contentType) => {
    await s3.send(
      new PutObjectCommand({ Bucket: stack.uploadsBucket, Key: key, Body: body, ContentType: contentType }),
    );
  };
});
afterAll(async () => {
  await stack?.dispose();
});

/** This process and every process it started (DynamoDB Local's Java), by pid. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // `pid (comm) state ppid …`: comm may hold spaces, so read after the last `)`.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** The socket inodes the processes hold open. */
function socketInodes(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: 'utf8' });
        const match = /^socket:\[(\d+)\]$/.exec(target);
        if (match) inodes.add(match[1]);
      }
    } catch {
      // gone meanwhile
    }
  }
  return inodes;
}

/** `0100007F` (tcp, little-endian words) or the 32 hex digits of tcp6, as an address. */
function addressOf(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) =>
    (word.match(/../g) ?? []).reverse().map((b) => Number.parseInt(b, 16)),
  );
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return `::ffff:${bytes.slice(12).join('.')}`;
  }
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return groups.join(':');
}

interface ListeningSocket {
  address: string;
  port: number;
}

/** The TCP sockets listening in this process tree (IPv4 and IPv6). */
function listeningSockets(): ListeningSocket[] {
  const inodes = socketInodes(processTree(process.pid));
  const sockets: ListeningSocket[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [address, port] = fields[1].split(':');
      // st 0A: LISTEN; field 9 is the inode.
      if (fields[3] === '0A' && inodes.has(fields[9])) {
        sockets.push({ address: addressOf(address), port: Number.parseInt(port, 16) });
      }
    }
  }
  return sockets;
}

const isLoopback = (address: string) =>
  address.startsWith('127.') || address === '0:0:0:0:0:0:0:1' || address.startsWith('::ffff:127.');
const portOf = (url: string) => Number(new URL(url).port);

describe('every local service listens on loopback only', () => {
  it('the site, DynamoDB Local, s3rver and the local SES: no socket on another interface', () => {
    const sockets = listeningSockets();
    const ports = sockets.map((socket) => socket.port);
    for (const service of [stack.url, stack.dynamodbEndpoint, stack.s3Endpoint, stack.mail.endpoint]) {
      expect(ports, service).toContain(portOf(service));
    }
    expect(sockets.filter((socket) => !isLoopback(socket.address))).toEqual([]);
  });

  it("refuses a connection on this machine's other addresses", async () => {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a !== undefined && !a.internal && a.family === 'IPv4')
      .map((a) => a?.address as string);
    for (const address of addresses) {
      for (const service of [stack.url, stack.dynamodbEndpoint, stack.s3Endpoint, stack.mail.endpoint]) {
        const outcome = await new Promise<string>((resolve) => {
          const socket = connect({ host: address, port: portOf(service) });
          socket.once('connect', () => {
            socket.destroy();
            resolve('connected');
          });
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
        expect(outcome, `${service} on ${address}`).not.toBe('connected');
      }
    }
  });
});

/** A raw request (no URL normalising: the path goes out as written). */
function raw(
  base: string,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every file under the folder that holds the stack's data folder, by name. */
async function filesNamed(name: string): Promise<string[]> {
  const parent = dirname(stack.dataDir);
  const found: string[] = [];
  for (const entry of await readdir(parent, { recursive: true }).catch(() => [] as string[])) {
    if (entry.includes(name)) found.push(join(parent, entry));
  }
  return found;
}

describe('DynamoDB Local', () => {
  it('runs with its telemetry off (issue 23, item 9)', () => {
    const commandLines = processTree(process.pid).flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')];
      } catch {
        return [];
      }
    });
    const dynamodb = commandLines.filter((args) =>
      args.some((arg) => arg.includes('DynamoDbLocalOnLoopback')),
    );
    expect(dynamodb).toHaveLength(1);
    expect(dynamodb[0]).toContain('-disableTelemetry');
  });
});

describe('s3rver keeps every object inside its folder', () => {
  it('refuses a PUT whose key climbs out with ../ (literal or escaped), and writes nothing', async () => {
    const name = `escape-${ulid()}`;
    for (const path of [
      `/${stack.uploadsBucket}/../../${name}-a.txt`,
      `/${stack.uploadsBucket}/..%2F..%2F${name}-b.txt`,
      `/${stack.uploadsBucket}/uploads/..%2F..%2F..%2F..%2F${name}-c.txt`,
    ]) {
      const response = await raw(stack.s3Endpoint, 'PUT', path, Buffer.from('outside'), {
        'content-type': 'text/plain',
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect(await filesNamed(name)).toEqual([]);
  });

  it('refuses a browser form POST whose key field climbs out, and writes nothing', async () => {
    const name = `escape-${ulid()}`;
    const form = new FormData();
    form.set('key', `../../${name}.html`);
    form.set('Content-Type', 'text/html');
    form.set('file', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'x.html');
    const response = await fetch(`${stack.s3Endpoint}/${stack.uploadsBucket}`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await filesNamed(name)).toEqual([]);
  });

  it('refuses a form POST of what the presigned POST policy refuses: a non-image, a key outside uploads/', async () => {
    const post = async (key: string, type: string) => {
      const form = new FormData();
      form.set('key', key);
      form.set('Content-Type', type);
      form.set('file', new Blob([new Uint8Array(solidPng(2, 2, [1, 2, 3]))], { type }), 'x');
      return (await fetch(`${stack.s3Endpoint}/${stack.uploadsBucket}`, { method: 'POST', body: form }))
        .status;
    };
    const stored = async (key: string) =>
      s3.send(new HeadObjectCommand({ Bucket: stack.uploadsBucket, Key: key })).then(
        () => true,
        () => false,
      );
    const html = `uploads/2026/11/${ulid()}.png`;
    const outside = `public/uploads/2026/11/${ulid()}/page.png`;
    expect(await post(html, 'text/html')).toBe(403);
    expect(await post(outside, 'image/png')).toBe(403);
    expect(await stored(html)).toBe(false);
    expect(await stored(outside)).toBe(false);
    // What the dashboard uploads still goes in.
    const image = `uploads/2026/11/${ulid()}.png`;
    expect(await post(image, 'image/png')).toBeLessThan(300);
    expect(await stored(image)).toBe(true);
  });

  it('lets only the local site origin upload from a browser (CORS), never any origin', async () => {
    const preflight = (origin: string) =>
      raw(stack.s3Endpoint, 'OPTIONS', `/${stack.uploadsBucket}`, undefined, {
        origin,
        'access-control-request-method': 'POST',
      });
    expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    // (s3rver answers a preflight it allows with `*`; what matters is which origins it allows.)
    expect((await preflight(stack.url)).headers['access-control-allow-origin']).toBeDefined();
  });
});

describe('/uploads/ serves what the cloud serves, and 404 for anything else', () => {
  it('answers 404, never 500, for odd keys', async () => {
    for (const path of [
      '/uploads/%00',
      '/uploads/a%00b.webp',
      '/uploads/..%2F',
      '/uploads/..%2F..%2Fsecret',
      '/uploads/%2e%2e/%2e%2e/x',
      '/uploads/%E0%A4%A',
      '/uploads/a%5Cb.webp',
      '/uploads/',
      '/uploads//x.webp',
    ]) {
      const response = await raw(stack.url, 'GET', path);
      expect(response.status, path).toBe(404);
    }
  });

  it('never reaches an original (private, under uploads/) by climbing out of public/', async () => {
    const original = `uploads/2026/11/${ulid()}.png`;
    await putObject(original, solidPng(2, 2, [1, 2, 3]), 'image/png');
    const path = `/uploads/..%2F..%2F${original.split('/').join('%2F')}`;
    expect((await raw(stack.url, 'GET', path)).status).toBe(404);
  });

  it('never serves an HTML (or other non-image) object on the site origin', async () => {
    const base = `public/uploads/2026/11/${ulid()}`;
    await putObject(`${base}/page.html`, '<script>alert(document.cookie)</script>', 'text/html');
    await putObject(`${base}/data.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    for (const name of ['page.html', 'data.svg']) {
      const response = await raw(stack.url, 'GET', `/${base.slice('public/'.length)}/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.text).not.toContain('alert');
    }
    // A variant is served as before.
    await putObject(`${base}/320.webp`, solidPng(2, 2, [1, 2, 3]), 'image/webp');
    const variant = await raw(stack.url, 'GET', `/${base.slice('public/'.length)}/320.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
  });
});
