import { defineConfig } from '@playwright/test';
import { chromiumFlags } from './local/chromium.ts';

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the local
 * stack, which tests/e2e/global-setup.ts starts on a free port with its own data folder.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
});
