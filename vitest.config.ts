import { defineConfig } from 'vitest/config';

/**
 * Test layers. Kept apart from vite.config.ts on purpose: the React Router plugin must not
 * run under Vitest ("can't detect preamble").
 * - unit: pure code and handlers with aws-sdk-client-mock (no servers);
 * - web: components and route modules in happy-dom;
 * - infra: CDK assertions on the synthesized stack;
 * - api: HTTP against the real local stack (DynamoDB Local + s3rver), one file at a time;
 * - security: the security and reliability suite (authorization, brute force, XSS corpus,
 *   property-based bad input, uploads, load without loss, faults), also on the local stack.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'functions/**/*.test.ts',
            'shared/**/*.test.ts',
            'local/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          // A page of an origin, as in a browser: React Router's prefetch links (the dashboard's
          // idle prefetch, docs/decisions/075) resolve the pages against it.
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          setupFiles: ['tests/web/window-origin.ts'],
          include: ['tests/web/**/*.test.{ts,tsx}', 'web/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
