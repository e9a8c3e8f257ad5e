import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstLoadHtml } from '../shared/first-load-html.ts';

/**
 * The built HTML, rewritten for the first load of a page (react-router.config.ts runs this
 * once React Router has written the prerendered pages) as shared/first-load-html.ts says.
 */

/** The stylesheets of the client build, by URL, for the page renderer to inline into the pages it renders. */
export const serverStylesheetsFile = 'stylesheets.json';

/**
 * Rewrites every HTML file of a client build (the prerendered pages) and writes the build's
 * stylesheets beside the server build, so rendered pages paint from their HTML alone too.
 */
export async function prepareHtmlForFirstPaint(clientDir: string, serverDir: string): Promise<void> {
  const files = await readdir(clientDir, { recursive: true });
  const stylesheets = new Map<string, string>();
  for (const name of files.filter((file) => file.startsWith('assets/') && file.endsWith('.css'))) {
    stylesheets.set(`/${name}`, await readFile(join(clientDir, name), 'utf8'));
  }
  for (const name of files.filter((file) => file.endsWith('.html'))) {
    const file = join(clientDir, name);
    const path = `/${name.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    await writeFile(file, firstLoadHtml(await readFile(file, 'utf8'), path, stylesheets));
  }
  await writeFile(join(serverDir, serverStylesheetsFile), JSON.stringify(Object.fromEntries(stylesheets)));
}
