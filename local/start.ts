/**
 * `npm start` (build the web app, then serve everything on PORT), `npm run dev` (`--dev`:
 * Vite hot reload) and `--prebuilt` (serve the existing build, as the tests do).
 */
import { resolve } from 'node:path';
import { JavaMissingError } from './java-runtime.ts';
import { defaultLocalAdmin } from './local-admin.ts';
import { type LocalStack, repositoryRoot, startLocalStack, type WebMode } from './stack.ts';

const webMode: WebMode = process.argv.includes('--dev')
  ? 'dev'
  : process.argv.includes('--prebuilt')
    ? 'prebuilt'
    : 'build';
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? resolve(repositoryRoot, '.data'));
const adminEmail = process.env.ADMIN_EMAIL || defaultLocalAdmin.email;
const adminPassword = process.env.ADMIN_PASSWORD || defaultLocalAdmin.password;

let stack: LocalStack | undefined;
let stopping = false;
/**
 * Ctrl-C and SIGTERM stop everything. While the stack is still starting there is nothing to
 * stop gracefully yet: exiting runs the exit hook that kills DynamoDB Local.
 */
async function shutDown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the local stack…`);
  await stack?.stop();
  process.exit(stack ? 0 : 1);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

try {
  stack = await startLocalStack({ port, dataDir, webMode, adminEmail, adminPassword });
  console.log(`Data folder: ${dataDir}${stack.seeded ? ' (seeded with sample data)' : ''}`);
  console.log(
    process.env.ADMIN_PASSWORD
      ? `Local admin: ${adminEmail} (password from ADMIN_PASSWORD)`
      : `Local admin: ${adminEmail} / ${adminPassword} (set ADMIN_EMAIL and ADMIN_PASSWORD to change)`,
  );
  console.log(
    `Enquiries are mailed to ${stack.enquiryEmail} through a local SES: read them at ${stack.mail.mailboxUrl}`,
  );
  console.log(
    `Pawcraft is running at ${stack.url}${webMode === 'dev' ? ' (hot reload)' : ''} — Ctrl-C stops it`,
  );
} catch (error) {
  if (error instanceof JavaMissingError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use: stop what runs there or choose another with PORT=<port>.`);
  } else {
    console.error('The local stack could not start:', error);
  }
  process.exit(1);
}
