import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { handlerPermissions } from '../infra/handler-permissions.ts';
import { lambdaBundling } from '../infra/route-functions.ts';
import { repositoryRoot } from '../local/stack.ts';

const run = promisify(execFile);

/** Fresh Node processes per function whose import time is measured; the figure is the median. */
const coldImportRuns = 5;

export interface LambdaBundleResult {
  handler: string;
  bytes: number;
  coldImportMs: number;
  /** The packages (or project folders) that weigh most in the bundle, bytes in the output. */
  heaviestModules: { module: string; bytes: number }[];
}

/* Bundled as infra/route-functions.ts bundles (its `lambdaBundling`): minified ESM, nothing external. */

/** `node_modules/@aws-sdk/client-dynamodb/dist-es/x.js` -> `@aws-sdk/client-dynamodb`; project files by folder. */
function moduleOf(input: string): string {
  const packagePath = input.split('node_modules/').at(-1) ?? input;
  if (packagePath !== input) {
    const parts = packagePath.split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return input.split('/').slice(0, -1).join('/') || input;
}

function heaviest(output: Metafile['outputs'][string], count: number) {
  const byModule = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const module = moduleOf(input);
    byModule.set(module, (byModule.get(module) ?? 0) + bytesInOutput);
  }
  return [...byModule]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([module, bytes]) => ({ module, bytes }));
}

async function coldImportMs(bundleFile: string, env: Record<string, string> = {}): Promise<number> {
  const script = `const start = performance.now(); await import(${JSON.stringify(pathToFileURL(bundleFile).href)}); process.stdout.write(String(performance.now() - start));`;
  const times: number[] = [];
  for (let i = 0; i < coldImportRuns; i++) {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      // What Lambda gives a function; importing must not need more (no AWS call at import).
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'ap-south-1',
        TABLE_NAME: 'bench',
        UPLOADS_BUCKET: 'bench',
        ...env,
      },
    });
    times.push(Number(stdout));
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)] * 10) / 10;
}

/** The page renderer's handler name in the results (its function is `<stage>-page-renderer`). */
export const pageRendererName = 'page-renderer';
/**
 * As infra/page-renderer.ts bundles it: the API handlers' settings plus React's production
 * builds chosen at build time (its `pageRendererDefine`), and NODE_ENV=production at run time.
 */
const pageRendererDefine = { 'process.env.NODE_ENV': JSON.stringify('production') };
const pageRendererEnv = { NODE_ENV: 'production' };

async function bundle(entryPoints: Record<string, string>, outdir: string, define?: Record<string, string>) {
  const { metafile } = await build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: lambdaBundling.target,
    minify: true,
    sourcemap: false,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    alias: lambdaBundling.alias,
    define,
    metafile: true,
    logLevel: 'error',
  });
  return metafile;
}

/**
 * Every API handler and the authorizer, and the page renderer (functions/page-renderer.ts
 * over the React Router server build, so it needs `npm run build` first), each bundled and
 * imported cold.
 */
export async function measureLambdaBundles(): Promise<LambdaBundleResult[]> {
  const outdir = await mkdtemp(join(tmpdir(), 'pawcraft-bundles-'));
  try {
    const handlers = Object.keys(handlerPermissions).sort();
    const handlersMetafile = await bundle(
      Object.fromEntries(handlers.map((name) => [name, join(repositoryRoot, 'functions', `${name}.ts`)])),
      outdir,
    );
    const rendererMetafile = await bundle(
      { [pageRendererName]: join(repositoryRoot, 'functions', 'page-renderer.ts') },
      join(outdir, 'renderer'),
      pageRendererDefine,
    );
    const results: LambdaBundleResult[] = [];
    const measure = async (
      handler: string,
      file: string,
      metafile: Metafile,
      env?: Record<string, string>,
    ) => {
      const output = Object.entries(metafile.outputs).find(([path]) => path.endsWith(`/${handler}.mjs`))?.[1];
      if (!output) throw new Error(`esbuild wrote no bundle for ${handler}`);
      results.push({
        handler,
        bytes: output.bytes,
        coldImportMs: await coldImportMs(file, env),
        heaviestModules: heaviest(output, 5),
      });
    };
    for (const handler of handlers) {
      await measure(handler, join(outdir, `${handler}.mjs`), handlersMetafile);
    }
    await measure(
      pageRendererName,
      join(outdir, 'renderer', `${pageRendererName}.mjs`),
      rendererMetafile,
      pageRendererEnv,
    );
    return results;
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
