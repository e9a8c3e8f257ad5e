import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localCredentials } from '../functions/lib/runtime/aws-clients.ts';
import { cspHeaderName, securityHeaders } from '../shared/security-headers.ts';
import { startDigestTimer } from './digest-timer.ts';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local.ts';
import { startImageVariantRunner } from './image-variant-runner.ts';
import { assertJavaAvailable } from './java-runtime.ts';
import { ensureSessionKeyFile, ensureTable } from './provision.ts';
import { startPublishingTimer } from './publishing-timer.ts';
import { localS3Client, startS3Local } from './s3-local.ts';
import { type RunningSesLocal, startSesLocal } from './ses-local.ts';
import { closeServer, listenOnLoopback, routeSiteRequests } from './site-server.ts';
import { removeRunningStack, writeRunningStack } from './stack-file.ts';
import { startStreamPoller } from './stream-poller.ts';
import { buildWebApp, staticWebApp, viteDevWebApp, type WebMode } from './web-app.ts';

export type { WebMode } from './web-app.ts';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  dataDir: string;
  webMode: WebMode;
  adminEmail: string;
  adminPassword: string;
  /** No request log and no build output (tests). */
  quiet?: boolean;
  /** Seed sample data on the first start of a data folder (default true; tests that need no sample data skip it). */
  seed?: boolean;
  /**
   * Run the timer that carries out scheduled publishes (local/publishing-timer.ts). A test that
   * puts every table call down to the request in flight turns it off: the timer's reads of the
   * SCHEDULE partition (on a marker's write, and the sweep's each minute) are no request's.
   * @default true
   */
  publishingTimer?: boolean;
  /**
   * Send the Monday digest every Monday at 09:00 India time (local/digest-timer.ts).
   * @default true
   */
  digestTimer?: boolean;
}

export interface LocalStack {
  url: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  tableName: string;
  uploadsBucket: string;
  /** True when this start seeded the sample data (first start on this data folder). */
  seeded: boolean;
  /** The local SES every enquiry is mailed to (its mailbox page, `/store` for tests; stop/start it). */
  mail: RunningSesLocal;
  /** Where enquiries are mailed, and from (the stage settings' local values). */
  enquiryEmail: string;
  mailFrom: string;
  stop(): Promise<void>;
}

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDirectory = join(repositoryRoot, 'functions');

/** The local table and bucket names; the deployed ones are `pawcraft-<stage>...` (infra). */
export const localTableName = 'pawcraft-local';
export const localUploadsBucket = 'pawcraft-uploads-local';
/** The local stage's mail settings: the local SES accepts any address and delivers none. */
export const localEnquiryEmail = 'enquiries@pawcraft.local';
export const localMailFrom = 'website@pawcraft.local';
export const localRegion = 'ap-south-1';

/**
 * The whole product on one port, no AWS account: DynamoDB Local and s3rver with data in
 * `dataDir`, the deployed Lambda handlers behind a local API Gateway, `/uploads/*` from the
 * bucket, and the web app; a local SES, the enquiry mailer reading the table's stream, and a
 * timer that carries out scheduled publishes and unpublishes at their time.
 * Everything started here is stopped by `stop()`.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  await mkdir(dataDir, { recursive: true });
  // Before the web build, so a machine without Java hears about it at once.
  assertJavaAvailable();
  if (options.webMode === 'build') {
    // A fixed port is known before the build; a random one (port 0) keeps the default address.
    const siteUrl = options.port ? `http://localhost:${options.port}` : undefined;
    await buildWebApp(repositoryRoot, Boolean(options.quiet), siteUrl);
  }

  const stopAll: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stopAll.splice(0).reverse()) await stopOne().catch(() => {});
  };
  try {
    const dynamodb = await startDynamoDbLocal(join(dataDir, 'dynamodb'));
    stopAll.push(dynamodb.stop);
    const s3 = await startS3Local(join(dataDir, 's3'), localUploadsBucket);
    stopAll.push(s3.stop);
    // The variant function on every upload to s3rver, as S3 notifications run it in AWS.
    const imageVariants = startImageVariantRunner({
      s3,
      bucket: localUploadsBucket,
      deadLetterFile: join(dataDir, 'image-variant-dead-letters.jsonl'),
      log: (line) => console.error(line),
    });
    stopAll.push(imageVariants.stop);
    const mail = await startSesLocal();
    stopAll.push(mail.stop);

    const sessionKeyFile = join(dataDir, 'session-key');
    await ensureSessionKeyFile(sessionKeyFile);
    // The secret CloudFront's origin header carries (ADR 028): the local gateway adds it as CloudFront does.
    const originSecretFile = join(dataDir, 'origin-secret');
    await ensureSessionKeyFile(originSecretFile);
    // The handlers read their configuration from the environment, as in Lambda: set it before importing them.
    Object.assign(process.env, {
      TABLE_NAME: localTableName,
      UPLOADS_BUCKET: localUploadsBucket,
      AWS_REGION: localRegion,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      SESSION_KEY_FILE: sessionKeyFile,
      ORIGIN_SECRET_FILE: originSecretFile,
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      SES_ENDPOINT: mail.endpoint,
      ENQUIRY_EMAIL: localEnquiryEmail,
      MAIL_FROM: localMailFrom,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
    // The request log below is the one line per request; the handlers' own logs show warnings and errors.
    process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
    const provisioningClient = localDynamoDbClient(dynamodb.endpoint);
    await ensureTable(provisioningClient, localTableName);
    provisioningClient.destroy();

    const [{ seedOnce }, { putAdmin }, { createApiGateway }, { createUploadsRoute }] = await Promise.all([
      import('./seed-data.ts'),
      import('../functions/lib/auth/admin-setup.ts'),
      import('./api-gateway.ts'),
      import('./uploads-route.ts'),
    ]);
    const seeded = options.seed !== false && (await seedOnce(join(dataDir, 'seeded')));
    await putAdmin(options.adminEmail, options.adminPassword);

    // Vite's hot reload (dev) attaches to the server, so it exists before the web app.
    const server = createServer();
    const webApp =
      options.webMode === 'dev'
        ? await viteDevWebApp(repositoryRoot, server)
        : await staticWebApp(repositoryRoot);
    stopAll.push(webApp.close);
    routeSiteRequests(
      server,
      {
        api: createApiGateway(functionsDirectory),
        uploads: createUploadsRoute(localS3Client(s3.endpoint), localUploadsBucket),
        web: webApp.handle,
      },
      log,
      localSecurityHeaders(options.webMode, s3.endpoint),
    );
    const port = await listenOnLoopback(server, options.port);
    stopAll.push(() => closeServer(server));
    const url = `http://localhost:${port}`;
    // The enquiry mailer, fed from DynamoDB Local's stream as the event source mapping feeds it in AWS.
    process.env.SITE_URL = url;
    const { handler: enquiryMailer } = await import('../functions/enquiry-mailer.ts');
    // Scheduled publishes and unpublishes at their time, as EventBridge Scheduler runs them in AWS.
    const publishingTimer =
      options.publishingTimer === false
        ? undefined
        : startPublishingTimer({ log: (line) => console.error(line) });
    if (publishingTimer) stopAll.push(publishingTimer.stop);
    const poller = startStreamPoller({
      endpoint: dynamodb.endpoint,
      tableName: localTableName,
      // The stream has no filters here (TOOLING.md): the mailer skips what is no new message,
      // and the publishing timer hears of every schedule marker written or deleted.
      handler: (event, context) => {
        publishingTimer?.tableChanged(event.Records);
        return enquiryMailer(event, context);
      },
      deadLetterFile: join(dataDir, 'enquiry-mail-dead-letters.jsonl'),
      log: (line) => console.error(line),
    });
    stopAll.push(poller.stop);
    // The Monday digest at its time, as its recurring schedule runs it in AWS (docs/decisions/072).
    if (options.digestTimer !== false) {
      const digestTimer = startDigestTimer({ log: (line) => console.error(line) });
      stopAll.push(digestTimer.stop);
    }
    await writeRunningStack(dataDir, {
      pid: process.pid,
      url,
      dynamodbEndpoint: dynamodb.endpoint,
      s3Endpoint: s3.endpoint,
      sesEndpoint: mail.endpoint,
    });
    stopAll.push(() => removeRunningStack(dataDir));
    return {
      url,
      dynamodbEndpoint: dynamodb.endpoint,
      s3Endpoint: s3.endpoint,
      tableName: localTableName,
      uploadsBucket: localUploadsBucket,
      seeded,
      mail,
      enquiryEmail: localEnquiryEmail,
      mailFrom: localMailFrom,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * CloudFront's headers (shared/security-headers.ts), with the local bucket as the upload
 * endpoint. Vite's dev server writes inline scripts of its own into every page: `npm run dev`
 * goes without a CSP.
 */
function localSecurityHeaders(webMode: WebMode, s3Endpoint: string): Record<string, string> {
  const headers = securityHeaders({ uploadEndpoint: new URL(s3Endpoint).origin });
  if (webMode === 'dev') delete headers[cspHeaderName];
  return headers;
}
