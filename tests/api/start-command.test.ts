import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../local/free-port.ts';
import { repositoryRoot } from '../../local/stack.ts';
import type { Country, Counts } from '../../shared/api-types.ts';
import { ApiClient } from './test-stack.ts';

/**
 * `local/start.ts` and `local/admin-cli.ts` as separate processes, as `npm start` and
 * `npm run admin` run them: the stack keeps data across a restart, makes sure the admin of
 * ADMIN_EMAIL/ADMIN_PASSWORD exists on every start, stops DynamoDB Local with itself, and
 * says in one line when Java is missing; the CLI writes admins to the same data folder.
 */
let dataDir: string;
let port: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pawcraft-start-'));
  port = await findFreePort();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const firstAdmin = { email: 'owner@pawcraft.test', password: 'first password 123' };
const secondPassword = 'second password 456';
const cliAdmin = { email: 'ops@pawcraft.test', password: 'made by the cli 1' };

/** `npm run admin -- <args>` on this test's data folder: its exit code and output. */
function adminCli(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'local/admin-cli.ts', ...args],
      { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

function startCommand(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'local/start.ts', '--prebuilt'], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the output once the stack says it runs; rejects if the process exits first. */
function waitUntilRunning(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pawcraft is running at')) resolve(output);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`start.ts exited with ${code}:\n${output}`)));
  });
}

function stopWith(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Java processes of DynamoDB Local still running on this test's data folder. */
function dynamoDbLocalProcesses(): string {
  try {
    return execFileSync('pgrep', ['-af', `DynamoDBLocal.*${dataDir}`], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // pgrep exits 1 when nothing matches
  }
}

describe('npm run admin and npm start', () => {
  let countsAfterFirstRun: Counts;

  it('npm run admin refuses bad input and creates an admin in the local data folder', async () => {
    const [shortPassword, badEmail, noCommand] = await Promise.all([
      adminCli('create', '--email', cliAdmin.email, '--password', 'short'),
      adminCli('create', '--email', 'not-an-email', '--password', cliAdmin.password),
      adminCli('--email', cliAdmin.email, '--password', cliAdmin.password),
    ]);
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.output).toContain('Passwords need at least 12 characters.');
    expect(badEmail.code).toBe(1);
    expect(badEmail.output).toContain('Please give a valid --email.');
    expect(noCommand.code).toBe(1);
    expect(noCommand.output).toContain('Usage: npm run admin -- create');

    const created = await adminCli('create', '--email', cliAdmin.email, '--password', cliAdmin.password);
    expect(created.code, created.output).toBe(0);
    expect(dynamoDbLocalProcesses()).toBe('');
  });

  it('starts, seeds, serves the API and stops DynamoDB Local on SIGTERM', async () => {
    const child = startCommand({ ADMIN_EMAIL: firstAdmin.email, ADMIN_PASSWORD: firstAdmin.password });
    const output = await waitUntilRunning(child);
    expect(output).toContain('seeded with sample data');
    expect(output).not.toContain(firstAdmin.password);
    expect(dynamoDbLocalProcesses()).not.toBe('');

    const client = new ApiClient(`http://localhost:${port}`);
    const hierarchy = await client.request<Country[]>('GET', '/countries/hierarchy');
    const india = hierarchy.body.find((country) => country.name === 'India');
    const uttarakhand = india?.states.find((state) => state.name === 'Uttarakhand');
    expect(uttarakhand?.districts.map((district) => district.name)).toContain('Dehradun');

    await new ApiClient(client.baseUrl).login(cliAdmin);
    await client.login(firstAdmin);
    expect((await client.request('POST', '/countries/add', { body: { name: 'Kenya' } })).status).toBe(201);
    countsAfterFirstRun = await client.counts();
    expect(countsAfterFirstRun.blogs).toBe(2);

    expect(await stopWith(child, 'SIGTERM')).toBe(0);
    expect(dynamoDbLocalProcesses()).toBe('');
  });

  it('keeps the data across a restart, seeds only once, and resets the admin password on start', async () => {
    const child = startCommand({ ADMIN_EMAIL: firstAdmin.email, ADMIN_PASSWORD: secondPassword });
    const output = await waitUntilRunning(child);
    try {
      expect(output).not.toContain('seeded with sample data');
      const client = new ApiClient(`http://localhost:${port}`);
      expect((await client.request('POST', '/api/admin/login', { body: firstAdmin })).status).toBe(401);
      await client.login({ email: firstAdmin.email, password: secondPassword });
      expect(await client.counts()).toEqual(countsAfterFirstRun);
      const hierarchy = await client.request<Country[]>('GET', '/countries/hierarchy');
      expect(hierarchy.body.map((country) => country.name)).toContain('Kenya');

      // With the stack running, the CLI uses its DynamoDB Local.
      const changed = await adminCli('create', '--email', cliAdmin.email, '--password', secondPassword);
      expect(changed.code, changed.output).toBe(0);
      await new ApiClient(client.baseUrl).login({ email: cliAdmin.email, password: secondPassword });
    } finally {
      expect(await stopWith(child, 'SIGINT')).toBe(0);
    }
    expect(dynamoDbLocalProcesses()).toBe('');
  });

  it('says in one line that Java is missing, and exits 1', async () => {
    const emptyPath = await mkdtemp(join(tmpdir(), 'pawcraft-no-java-'));
    try {
      const child = startCommand({ PATH: emptyPath });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      const lines = stderr
        .split('\n')
        .filter(
          (line) => line.trim() && !line.includes('NodeVersionSupportWarning') && !line.startsWith(' '),
        );
      expect(lines.filter((line) => /java/i.test(line))).toHaveLength(1);
      expect(stderr).toMatch(/Java 17\+ is required/);
    } finally {
      await rm(emptyPath, { recursive: true, force: true });
    }
  });
});
