import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerRuntime, lambdaBundling } from '../../infra/route-functions.ts';
import { repositoryRoot } from '../../local/stack.ts';

/**
 * One Node major for development, CI and Lambda (docs/decisions/033): `.node-version` is the
 * fact (`.ci/run` reads it); everything else that names a Node must say the same.
 */
const read = (file: string) => readFileSync(join(repositoryRoot, file), 'utf8');
const major = read('.node-version').trim();
const packageJson = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('the Node major', () => {
  it('is one whole number, and .nvmrc agrees', () => {
    expect(major).toMatch(/^\d+$/);
    expect(read('.nvmrc').trim()).toBe(major);
  });

  it('is the Lambdas’ runtime and their bundles’ target', () => {
    expect(handlerRuntime.name).toBe(`nodejs${major}.x`);
    expect(lambdaBundling.target).toBe(`node${major}`);
  });

  it('is what package.json asks for, and the Node types describe it', () => {
    expect(packageJson.engines.node).toBe(`${major}.x`);
    expect(packageJson.devDependencies['@types/node']).toBe(`^${major}`);
  });
});
