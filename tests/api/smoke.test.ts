import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSmoke } from '../../infra/smoke.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.dispose();
});

describe('npm run smoke', () => {
  it('passes every check against the local stack', async () => {
    const results = await runSmoke(stack.url);
    expect(results.length).toBeGreaterThanOrEqual(7);
    expect(results.filter((result) => !result.passed)).toEqual([]);
  });

  it('fails every check against a site that is not there', async () => {
    const results = await runSmoke('http://127.0.0.1:9');
    expect(results.every((result) => !result.passed)).toBe(true);
  });
});
