import { readdir, readFile } from 'node:fs/promises';
import { startDynamoDbLocal } from '../../local/dynamodb-local.ts';

/**
 * An outage of a test stack's DynamoDB Local, and its return. The stack does not hand out
 * its Java process, so the outage finds it by its data folder (unique to the test stack)
 * and signals it; the return starts DynamoDB Local again on the same port and data folder
 * (the handlers' clients keep their endpoint) with local/dynamodb-local.ts, which waits
 * until it answers.
 *
 * Stop it with SIGTERM when the test checks that acknowledged writes survive: measured
 * here, SIGKILL can lose DynamoDB Local's last acknowledged transaction (item and counter
 * together), a property of the emulator that real DynamoDB does not share.
 */
async function javaPidServing(dbPath: string): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = await readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (text) => text.split('\0'),
      (): string[] => [],
    );
    if (args.includes('-dbPath') && args[args.indexOf('-dbPath') + 1] === dbPath) return Number(entry);
  }
  return undefined;
}

/**
 * Every request refused during an outage logs an error; expected there, so only fatal logs
 * show. Call before the stack starts (the handlers' logger reads the level when imported);
 * returns the undo.
 */
export function quietOutageLogs(): () => void {
  const before = process.env.POWERTOOLS_LOG_LEVEL;
  process.env.POWERTOOLS_LOG_LEVEL = 'CRITICAL';
  return () => {
    if (before === undefined) delete process.env.POWERTOOLS_LOG_LEVEL;
    else process.env.POWERTOOLS_LOG_LEVEL = before;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signals the DynamoDB Local process serving `dbPath` and waits until it is gone. */
export async function stopDynamoDbLocal(dbPath: string, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const pid = await javaPidServing(dbPath);
  if (pid === undefined) throw new Error(`no DynamoDB Local serves ${dbPath}`);
  process.kill(pid, signal);
  while ((await javaPidServing(dbPath)) !== undefined) await pause(50);
}

/** Starts DynamoDB Local again for `dbPath` at `endpoint`; resolves with its stop once it answers. */
export async function restartDynamoDbLocal(dbPath: string, endpoint: string): Promise<() => Promise<void>> {
  const restarted = await startDynamoDbLocal(dbPath, { port: Number(new URL(endpoint).port) });
  return restarted.stop;
}

/**
 * Freezes the DynamoDB Local process serving `dbPath` (SIGSTOP): its port stays open and the
 * kernel still accepts connections, but nothing answers, as when DynamoDB is slow or a network
 * path drops packets. Resolves with the thaw (SIGCONT).
 */
export async function pauseDynamoDbLocal(dbPath: string): Promise<() => void> {
  const pid = await javaPidServing(dbPath);
  if (pid === undefined) throw new Error(`no DynamoDB Local serves ${dbPath}`);
  process.kill(pid, 'SIGSTOP');
  return () => process.kill(pid, 'SIGCONT');
}
