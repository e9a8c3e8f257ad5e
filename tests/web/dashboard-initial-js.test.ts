import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardInitialJsBudgetBytes, initialAssetsByRoute } from '../../web/initial-assets.ts';

/**
 * Issue 37's dashboard budget on the build's real output, as `npm run size` counts it (which
 * `npm test` does not run): every dashboard screen's JavaScript on its first load, gzipped, the
 * editor, the dialogs' forms, the product preview and the photo upload being lazy. Needs
 * `npm run build` (npm test builds first).
 */
const clientDir = join(import.meta.dirname, '../../build/client');

describe("each dashboard screen's first load", () => {
  const dashboardRoutes = existsSync(clientDir)
    ? initialAssetsByRoute(clientDir).filter((route) => !route.isPublic)
    : [];

  it('has a build to check, with the dashboard in it', () => {
    expect(dashboardRoutes.length, 'run npm run build first').toBeGreaterThan(10);
  });

  for (const route of dashboardRoutes) {
    it(`${route.path}: JavaScript within ${dashboardInitialJsBudgetBytes / 1000} KB gzipped`, () => {
      expect(route.jsBytes).toBeLessThanOrEqual(dashboardInitialJsBudgetBytes);
    });
  }
});
