import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from './dynamodb-local.ts';

/** Written while a stack runs on a data folder, so `npm run admin` can reuse its DynamoDB Local and s3rver. */
interface RunningStackFile {
  pid: number;
  url: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  /** The local SES (`npm run admin -- digest` mails to its mailbox). */
  sesEndpoint?: string;
}

const fileName = 'running-stack.json';

export async function writeRunningStack(dataDir: string, running: RunningStackFile): Promise<void> {
  await writeFile(join(dataDir, fileName), JSON.stringify(running));
}

export async function removeRunningStack(dataDir: string): Promise<void> {
  await rm(join(dataDir, fileName), { force: true });
}

/** The running stack on `dataDir`, if its file exists and its DynamoDB Local answers. */
export async function readRunningStack(dataDir: string): Promise<RunningStackFile | undefined> {
  let running: RunningStackFile;
  try {
    running = JSON.parse(await readFile(join(dataDir, fileName), 'utf8'));
  } catch {
    return undefined;
  }
  const client = localDynamoDbClient(running.dynamodbEndpoint, { maxAttempts: 1 });
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
    return running;
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}
