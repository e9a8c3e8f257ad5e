import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { addCheckedPawcraftStack } from '../../infra/checked-stack.ts';
import type { PawcraftStack, PawcraftStackProps } from '../../infra/pawcraft-stack.ts';

export const projectRoot = join(import.meta.dirname, '..', '..');

/**
 * A tiny stand-in for build/client, so the tests do not depend on a web build. The page
 * renderer needs the real server build (build/server/index.js): `npm test` builds first.
 */
function tinyWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pawcraft-web-'));
  for (const file of ['index.html', 'about/index.html', 'assets/app-abc.js']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(
      join(dir, file),
      file.endsWith('.js')
        ? 'export {};'
        : `<!doctype html><title>t</title><script>window.page=${JSON.stringify(file)}</script>`,
    );
  }
  return dir;
}

export interface SynthOptions extends Partial<PawcraftStackProps> {
  /** Bundle every handler with esbuild (slow); otherwise CDK's own skip-bundling context is set. */
  readonly bundle?: boolean;
}

/** Synthesizes one stage exactly as infra/app.ts does (cdk-nag included) and returns its template. */
export function synthStack(options: SynthOptions = {}): {
  stack: PawcraftStack;
  template: Template;
  /** The cloud assembly folder (bundled assets are under it). */
  outdir: string;
  /** Removes the temporary folders (assembly and web build). */
  dispose: () => void;
} {
  const { bundle = false, ...props } = options;
  const outdir = mkdtempSync(join(tmpdir(), 'pawcraft-cdk-'));
  const app = new App({
    outdir,
    context: bundle ? {} : { 'aws:cdk:bundling-stacks': [] },
  });
  const webBuildDir = tinyWebBuild();
  const dispose = () => {
    for (const dir of [outdir, webBuildDir]) rmSync(dir, { recursive: true, force: true });
  };
  const stack = addCheckedPawcraftStack(app, {
    stage: 'dev',
    projectRoot,
    webBuildDir,
    alarmEmail: 'ops@example.com',
    // Fails with "run npm run build first" rather than testing a stack without the renderer.
    withPageRenderer: true,
    ...props,
  });
  try {
    app.synth();
  } catch (error) {
    dispose();
    throw error;
  }
  return { stack, template: Template.fromStack(stack), outdir, dispose };
}
