import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertDeferred, inertModuleType, inertPreloadRel } from '../../shared/hydration-after-load.ts';
import { prerenderedPaths } from '../../shared/site-pages.ts';

/**
 * The first-paint mechanism on the build's real output (docs/decisions/036): every prerendered
 * public page loads no module before `load`. If React Router's `<Scripts />` changes shape so
 * that the rewrite no longer applies, the build throws; should a page slip through anyway,
 * this fails. Needs `npm run build` (npm test builds first).
 */
const clientDir = join(import.meta.dirname, '../../build/client');

describe('the built pages fetch their modules after load', () => {
  it('has a build to check', () => {
    expect(existsSync(join(clientDir, 'index.html')), 'run npm run build first').toBe(true);
  });

  for (const path of prerenderedPaths) {
    it(`${path}: no eager module, its preloads and hydration module inert, the loader present`, () => {
      const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
      expect(() => assertDeferred(html)).not.toThrow();
      expect(html).not.toMatch(/modulepreload"|type="module"/);
      expect(html.match(new RegExp(`<link [^>]*rel="${inertPreloadRel}"`, 'g'))?.length).toBeGreaterThan(1);
      expect(html.match(new RegExp(`<script [^>]*type="${inertModuleType}"`, 'g'))?.length).toBe(1);
    });
  }
});
