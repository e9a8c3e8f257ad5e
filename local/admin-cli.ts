/**
 * `npm run admin -- create --email E --password P [--stage <name>]`
 * Creates (or resets the password of) an admin: in the local data folder (DATA_DIR, default
 * `.data/`) by default, or in the deployed table `pawcraft-<stage>` with the default AWS credentials.
 *
 * `npm run admin -- migrate [--stage <name>]`
 * Brings the stored data to the current layout (functions/lib/data/migrations.ts; idempotent):
 * run it after deploying a version that changes the layout. The local stack does it on start.
 *
 * `npm run admin -- recount [--stage <name>]`
 * Recounts every category's products and the overview's counters from the items and fixes
 * those that differ, printing each change (functions/lib/data/recount.ts, docs/decisions/051).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminPasswordSchema, emailPattern, firstIssue, v } from '../shared/validation.ts';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local.ts';
import { JavaMissingError } from './java-runtime.ts';
import { ensureTable } from './provision.ts';
import { localTableName, repositoryRoot } from './stack.ts';
import { readRunningStack } from './stack-file.ts';

const usage = [
  'Usage: npm run admin -- create --email <email> --password <12-128 characters> [--stage <name>]',
  '       npm run admin -- migrate [--stage <name>]',
  '       npm run admin -- recount [--stage <name>]',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, stage: { type: 'string' } },
  });
}
try {
  parsed = parseCommandLine();
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { positionals, values } = parsed;
const command = positionals[0];
if (!['create', 'migrate', 'recount'].includes(command) || positionals.length !== 1) fail(usage);
if (values.stage && !/^[a-z0-9-]+$/.test(values.stage)) fail('The stage name may use a-z, 0-9 and -.');

try {
  if (command === 'migrate') await migrate(values.stage);
  else if (command === 'recount') await recount(values.stage);
  else await create(values.stage);
} catch (error) {
  const failed = { migrate: 'migrate the data', recount: 'recount', create: 'save the admin' }[command];
  fail(
    error instanceof JavaMissingError ? error.message : `Could not ${failed}: ${(error as Error).message}`,
  );
}

async function create(stage: string | undefined): Promise<void> {
  const email = values.email?.trim() ?? '';
  if (!emailPattern.test(email)) fail(`Please give a valid --email.\n${usage}`);
  const password = v.safeParse(adminPasswordSchema, values.password ?? '');
  if (!password.success) fail(firstIssue(password.issues));
  if (stage) {
    targetDeployedTable(stage);
    await createAdmin(email, password.output);
    console.log(`Admin ${email} saved in table pawcraft-${stage}.`);
  } else {
    // ensureTable, which the local table goes through, migrates it too.
    const dataDir = await withLocalTable(() => createAdmin(email, password.output));
    console.log(`Admin ${email} saved in the local data folder ${dataDir}.`);
  }
}

async function migrate(stage: string | undefined): Promise<void> {
  if (stage) {
    targetDeployedTable(stage);
    const { migrateTable } = await import('../functions/lib/data/migrations.ts');
    const result = await migrateTable();
    console.log(`Table pawcraft-${stage} migrated: ${JSON.stringify(result)}.`);
  } else {
    const dataDir = await withLocalTable(async () => {});
    console.log(`The local data folder ${dataDir} is migrated.`);
  }
}

async function recount(stage: string | undefined): Promise<void> {
  const run = async () => {
    // Imported after the environment names the table and endpoint.
    const { recountTable } = await import('../functions/lib/data/recount.ts');
    const fixes = await recountTable();
    for (const fix of fixes) console.log(`${fix.item}: ${fix.count} ${fix.was} -> ${fix.now}`);
    console.log(fixes.length === 0 ? 'Every count was right.' : `${fixes.length} counts fixed.`);
  };
  if (stage) {
    targetDeployedTable(stage);
    await run();
  } else {
    await withLocalTable(run);
  }
}

/** Deployed: the real table, default credentials chain, no endpoint override. */
function targetDeployedTable(stage: string): void {
  process.env.TABLE_NAME = `pawcraft-${stage}`;
  delete process.env.DYNAMODB_ENDPOINT;
}

/** Runs `work` against the local table (created and migrated first); answers the data folder. */
async function withLocalTable(work: () => Promise<void>): Promise<string> {
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
  // Use the running stack's DynamoDB Local if there is one; else start one just for this.
  const running = await readRunningStack(dataDir);
  const dynamodb = running
    ? { endpoint: running.dynamodbEndpoint, stop: async () => {} }
    : await startDynamoDbLocal(resolve(dataDir, 'dynamodb'));
  try {
    Object.assign(process.env, {
      TABLE_NAME: localTableName,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      AWS_EC2_METADATA_DISABLED: 'true',
    });
    const client = localDynamoDbClient(dynamodb.endpoint);
    await ensureTable(client, localTableName);
    client.destroy();
    await work();
    return dataDir;
  } finally {
    await dynamodb.stop();
  }
}

async function createAdmin(adminEmail: string, adminPassword: string): Promise<void> {
  // Imported after the environment names the table and endpoint.
  const { putAdmin } = await import('../functions/lib/auth/admin-setup.ts');
  await putAdmin(adminEmail, adminPassword);
}
