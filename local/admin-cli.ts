/**
 * `npm run admin -- create --email E --password P [--stage <name>]`
 * Creates (or resets the password of) an admin: in the local data folder (DATA_DIR, default
 * `.data/`) by default, or in the deployed table `pawcraft-<stage>` with the default AWS credentials.
 *
 * `npm run admin -- migrate [--stage <name>]`
 * Brings the stored data to the current layout (functions/lib/data/migrations.ts; idempotent):
 * run it after deploying a version that changes the layout. The local stack does it on start.
 *
 * `npm run admin -- recount [--release-unowned] [--stage <name> --uploads-bucket <bucket>]`
 * Recounts every category's products and the overview's counters from the items and fixes
 * those that differ (functions/lib/data/recount.ts), then tags every upload that has owners
 * attached and, with --release-unowned, every upload nothing shows unattached
 * (functions/lib/uploads/photos.ts), printing each change (docs/decisions/051). A stage's
 * uploads bucket is its stack's output `UploadsBucketName`.
 *
 * `npm run admin -- digest`
 * Sends the Monday digest now (functions/monday-digest.ts, docs/decisions/072) through the
 * running local stack (`npm start`) to its local mailbox. A stage's digest goes on its
 * schedule (docs/operations.md, "The Monday digest").
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { adminPasswordSchema } from '../shared/account-rules.ts';
import { digestEvent } from '../shared/monday-digest.ts';
import { emailPattern, firstIssue } from '../shared/validation.ts';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local.ts';
import { JavaMissingError } from './java-runtime.ts';
import { ensureTable } from './provision.ts';
import { startS3Local } from './s3-local.ts';
import {
  localEnquiryEmail,
  localMailFrom,
  localRegion,
  localTableName,
  localUploadsBucket,
  repositoryRoot,
} from './stack.ts';
import { readRunningStack } from './stack-file.ts';

const usage = [
  'Usage: npm run admin -- create --email <email> --password <12-128 characters> [--stage <name>]',
  '       npm run admin -- migrate [--stage <name>]',
  '       npm run admin -- recount [--release-unowned] [--stage <name> --uploads-bucket <bucket>]',
  '       npm run admin -- digest',
].join('\n');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      stage: { type: 'string' },
      'uploads-bucket': { type: 'string' },
      'release-unowned': { type: 'boolean' },
    },
  });
}
try {
  parsed = parseCommandLine();
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { positionals, values } = parsed;
const command = positionals[0];
if (!['create', 'migrate', 'recount', 'digest'].includes(command) || positionals.length !== 1) fail(usage);
if (values.stage && !/^[a-z0-9-]+$/.test(values.stage)) fail('The stage name may use a-z, 0-9 and -.');

try {
  if (command === 'migrate') await migrate(values.stage);
  else if (command === 'recount') await recount(values.stage);
  else if (command === 'digest') await digest();
  else await create(values.stage);
} catch (error) {
  const failed = {
    migrate: 'migrate the data',
    recount: 'recount',
    create: 'save the admin',
    digest: 'send the digest',
  }[command];
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
    // Imported after the environment names the table, the bucket and their endpoints.
    const { recountTable } = await import('../functions/lib/data/recount.ts');
    const fixes = await recountTable();
    for (const fix of fixes) console.log(`${fix.item}: ${fix.count} ${fix.was} -> ${fix.now}`);
    console.log(fixes.length === 0 ? 'Every count was right.' : `${fixes.length} counts fixed.`);
    const { retagUploads } = await import('../functions/lib/uploads/photos.ts');
    const retagged = await retagUploads({ releaseUnowned: values['release-unowned'] === true });
    for (const fix of retagged) console.log(`upload ${fix.key}: ${fix.was} -> ${fix.now}`);
    console.log(
      retagged.length === 0 ? 'Every upload was tagged right.' : `${retagged.length} upload tags fixed.`,
    );
  };
  if (stage) {
    const bucket = values['uploads-bucket'];
    if (!bucket)
      fail(`Please give the stage's --uploads-bucket (its stack's output UploadsBucketName).\n${usage}`);
    targetDeployedTable(stage);
    process.env.UPLOADS_BUCKET = bucket;
    delete process.env.S3_ENDPOINT;
    await run();
  } else {
    await withLocalTable(run, { withBucket: true });
  }
}

async function digest(): Promise<void> {
  if (values.stage) fail('A stage sends its digest on its schedule: digest runs on the local stack only.');
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
  const running = await readRunningStack(dataDir);
  if (!running?.sesEndpoint)
    fail(
      `No local stack runs on ${dataDir}: start it first (npm start); the digest goes to its local mailbox.`,
    );
  // The handler reads the stack's settings from the environment, as in Lambda.
  Object.assign(process.env, {
    TABLE_NAME: localTableName,
    DYNAMODB_ENDPOINT: running.dynamodbEndpoint,
    SES_ENDPOINT: running.sesEndpoint,
    AWS_REGION: localRegion,
    AWS_EC2_METADATA_DISABLED: 'true',
    ENQUIRY_EMAIL: localEnquiryEmail,
    MAIL_FROM: localMailFrom,
    SITE_URL: running.url,
  });
  const { handler } = await import('../functions/monday-digest.ts');
  const { outcome, week } = await handler(digestEvent);
  console.log(`Monday digest for ${week.from} to ${week.to}: ${outcome}. Read it at ${running.sesEndpoint}/`);
}

/** Deployed: the real table, default credentials chain, no endpoint override. */
function targetDeployedTable(stage: string): void {
  process.env.TABLE_NAME = `pawcraft-${stage}`;
  delete process.env.DYNAMODB_ENDPOINT;
}

/**
 * Runs `work` against the local table (created and migrated first), and the local uploads
 * bucket when asked; answers the data folder.
 */
async function withLocalTable(work: () => Promise<void>, { withBucket = false } = {}): Promise<string> {
  const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
  // Use the running stack's DynamoDB Local and s3rver if there is one; else start them just for this.
  const running = await readRunningStack(dataDir);
  const dynamodb = running
    ? { endpoint: running.dynamodbEndpoint, stop: async () => {} }
    : await startDynamoDbLocal(resolve(dataDir, 'dynamodb'));
  const s3 = !withBucket
    ? undefined
    : running
      ? { endpoint: running.s3Endpoint, stop: async () => {} }
      : await startS3Local(resolve(dataDir, 's3'), localUploadsBucket);
  try {
    Object.assign(process.env, {
      TABLE_NAME: localTableName,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      AWS_EC2_METADATA_DISABLED: 'true',
      ...(s3 && { UPLOADS_BUCKET: localUploadsBucket, S3_ENDPOINT: s3.endpoint }),
    });
    const client = localDynamoDbClient(dynamodb.endpoint);
    await ensureTable(client, localTableName);
    client.destroy();
    await work();
    return dataDir;
  } finally {
    await s3?.stop();
    await dynamodb.stop();
  }
}

async function createAdmin(adminEmail: string, adminPassword: string): Promise<void> {
  // Imported after the environment names the table and endpoint.
  const { putAdmin } = await import('../functions/lib/auth/admin-setup.ts');
  await putAdmin(adminEmail, adminPassword);
}
