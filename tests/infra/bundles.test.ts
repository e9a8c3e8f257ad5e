import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerPermissions } from '../../infra/handler-permissions.ts';
import { esmRequireBanner } from '../../infra/route-functions.ts';
import { apiRoutes, authorizerHandler } from '../../shared/routes.ts';
import { synthStack } from './synth-stack.ts';

// The one real synth: every handler bundled by the local esbuild, as `npm run synth` does.
let bundles: { handler: string; code: string; file: string }[];
let dispose: () => void;
afterAll(() => dispose?.());
beforeAll(() => {
  const synthesized = synthStack({ stage: 'dev', bundle: true });
  const { template, outdir } = synthesized;
  dispose = synthesized.dispose;
  // biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
  type Resource = { Type: string; Properties: any };
  const functions = Object.values(template.toJSON().Resources as Record<string, Resource>).filter(
    (r) =>
      r.Type === 'AWS::Lambda::Function' && String(r.Properties.FunctionName).startsWith('pawcraft-dev-'),
  );
  bundles = functions.map((fn) => {
    // The staged asset folder is named by the hash that names the zip in S3.
    const hash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
    const file = join(outdir, `asset.${hash}`, 'index.mjs');
    return {
      handler: fn.Properties.FunctionName.replace('pawcraft-dev-', ''),
      code: existsSync(file) ? readFileSync(file, 'utf8') : '',
      file,
    };
  });
}, 600_000);

/**
 * Imports a bundle in a fresh Node process from a .mjs caller, with only what Lambda gives the
 * function (importing must not need more); answers `typeof handler`.
 */
function handlerTypeInFreshProcess(bundleFile: string): string {
  const caller = join(bundleFile, '..', 'caller.mjs');
  writeFileSync(
    caller,
    "const { handler } = await import('./index.mjs'); process.stdout.write(typeof handler);",
  );
  return execFileSync(process.execPath, [caller], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'ap-south-1',
      TABLE_NAME: 'bundles',
      UPLOADS_BUCKET: 'bundles',
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The server-rendering Lambda's name suffix (infra/page-renderer.ts). */
const renderer = 'page-renderer';
/** The variant function (infra/image-variants.ts): sharp's native addon ships beside its bundle. */
const variants = 'image-variants';
const rendererBundle = () => {
  const found = bundles.find((b) => b.handler === renderer);
  if (!found) throw new Error('no page renderer bundle (is build/server there? npm run build)');
  return found;
};

describe('Lambda bundles', () => {
  it('bundles every handler into a minified ESM index.mjs with the require banner', () => {
    expect(bundles.length).toBeGreaterThan(0);
    for (const { handler, code } of bundles) {
      expect(code.length, handler).toBeGreaterThan(0);
      expect(code.startsWith(esmRequireBanner), handler).toBe(true);
      expect(code, handler).toMatch(/export\s*\{[^}]*as handler\s*\}|export\s*\{\s*handler\s*\}/);
      // Minified: few lines for hundreds of kilobytes.
      expect(code.split('\n').length, handler).toBeLessThan(code.length / 200);
    }
  });

  it('takes credentials from the Lambda environment, without the SDK default chain', () => {
    for (const { handler, code } of bundles) {
      expect(code, handler).toContain('AWS_SECRET_ACCESS_KEY');
      // The STS web-identity and SSO providers are what the default chain would add.
      expect(code, handler).not.toContain('AssumeRoleWithWebIdentity');
      expect(code, handler).not.toContain('GetRoleCredentials');
    }
  });

  it('brings the S3 client only to the functions that reach the uploads bucket (docs/decisions/044)', () => {
    const reachS3 = new Set(
      Object.entries(handlerPermissions)
        .filter(([, grants]) => 'uploads' in grants)
        .map(([name]) => name),
    );
    reachS3.add(variants);
    // A site part's scheduled draft going live releases the uploads it no longer shows (docs/decisions/070).
    reachS3.add('scheduled-publishing');
    expect([...reachS3].sort()).toEqual([
      'blog-create',
      'blog-delete',
      'blog-update',
      // A restore is a save (docs/decisions/067): it checks the kept cover or photos as one.
      'blog-version-restore',
      'category-create',
      'category-delete',
      'category-update',
      variants,
      // A preview checks its photos as a save does (docs/decisions/066).
      'preview-create',
      'product-create',
      'product-delete',
      'product-update',
      'product-version-restore',
      'scheduled-publishing',
      // The site settings' pictures (issue 34): an upload checked and tagged as a product's photo.
      // A site part's draft (docs/decisions/070): checked as a save; a discard releases its uploads.
      'site-draft-discard',
      'site-draft-save',
      'site-part-restore',
      'site-part-update',
      'upload-create',
    ]);
    // The S3 model's namespace: the public functions and the page renderer stay without it.
    for (const { handler, code } of bundles)
      expect(code.includes('com.amazonaws.s3'), handler).toBe(reachS3.has(handler));
  });

  // The 300 KB a function retired (docs/decisions/024): DESIGN budgets each function's cold
  // import instead (120 ms median, measured by `npm run bench`), not its bytes.
  it('imports each API function in a fresh Node process from a .mjs caller (the AWS SDK bundled as ESM)', () => {
    for (const { handler, file } of bundles.filter((b) => ![renderer, variants].includes(b.handler))) {
      expect(handlerTypeInFreshProcess(file), handler).toBe('function');
    }
  });

  it('ships the variant function with sharp beside it, for arm64 Linux only (from the registry, no Docker)', () => {
    const { code, file } = bundles.find((b) => b.handler === variants) ?? { code: '', file: '' };
    expect(code).toMatch(/from\s*"sharp"|import\("sharp"\)|require\("sharp"\)/);
    const modules = join(file, '..', 'node_modules');
    expect(existsSync(join(modules, 'sharp', 'package.json'))).toBe(true);
    expect(existsSync(join(modules, '@img', 'sharp-linux-arm64', 'lib'))).toBe(true);
    expect(existsSync(join(modules, '@img', 'sharp-libvips-linux-arm64', 'lib'))).toBe(true);
    expect(existsSync(join(modules, '@img', 'sharp-linux-x64'))).toBe(false);
  });

  it('bundles the page renderer with the server build and production React, within 1.6 MB', () => {
    const { code } = rendererBundle();
    // React DOM's server renderer, React Router and the routes: 1.27 MB when this was written,
    // 1.50 MB once the pages read the site settings and the dashboard's screens grew, 1.43 MB
    // once valibot was no longer re-exported as a namespace (27 November 2026); the development builds of React would add about 380 KB. What the
    // renderer may cost is its cold import (bench, 120 ms): this only catches the wrong build.
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(1_600_000);
    expect(code).not.toContain('should have a unique "key" prop');
    expect(code).toContain('page render failed');
  });

  it('imports the page renderer in a fresh Node process from a .mjs caller, without AWS calls', () => {
    expect(handlerTypeInFreshProcess(rendererBundle().file)).toBe('function');
  });

  it('keeps the session signing key to the functions that sign or check sessions (docs/decisions/002)', () => {
    for (const { handler, code } of bundles)
      expect(code.includes('No session signing key'), handler).toBe(
        // password-reset signs the browser in after a reset or invitation link (docs/decisions/029).
        handler === 'admin-login' || handler === 'authorizer' || handler === 'password-reset',
      );
  });

  it("checks the origin secret in the renderer the API calls for the contact forms' page (docs/decisions/046)", () => {
    const formPage = bundles.find((b) => b.handler === 'form-page-renderer');
    expect(formPage?.code).toContain('No origin secret');
    expect(formPage?.code).toContain('page render failed');
  });

  it('checks the origin secret in every API function before anything else (docs/decisions/028)', () => {
    const apiFunctions = new Set([...apiRoutes.map((route) => route.handler), authorizerHandler]);
    const checked = bundles.filter(({ handler }) => apiFunctions.has(handler));
    expect(checked).toHaveLength(apiFunctions.size);
    for (const { handler, code } of checked) expect(code.includes('No origin secret'), handler).toBe(true);
  });
});
