import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The stylesheets of the client build, by URL, for the page renderer to inline into the pages it renders. */
export const serverStylesheetsFile = 'stylesheets.json';

/**
 * Writes the client build's stylesheets beside the server build (react-router.config.ts runs
 * this after the build), so the rendered pages paint from their HTML alone
 * (shared/first-load-html.ts).
 */
export async function writeServerStylesheets(clientDir: string, serverDir: string): Promise<void> {
  const files = await readdir(clientDir, { recursive: true });
  const stylesheets = new Map<string, string>();
  for (const name of files.filter((file) => file.startsWith('assets/') && file.endsWith('.css'))) {
    stylesheets.set(`/${name}`, await readFile(join(clientDir, name), 'utf8'));
  }
  await writeFile(join(serverDir, serverStylesheetsFile), JSON.stringify(Object.fromEntries(stylesheets)));
}
