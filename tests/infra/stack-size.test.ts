import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlannedRoute } from '../../infra/api-areas.ts';
import { prodWithEveryOption, type SynthOptions, stageTemplates, synthStack } from './synth-stack.ts';

/**
 * Room to grow (issue 24, docs/decisions/041): CloudFormation refuses a stack of more than
 * 500 resources, and each route costs 7 (function, role, policy, log group, integration,
 * route, invoke permission). With the products issue's routes (issue 20) in place, planned
 * here with stand-in handler modules, no stack of any stage may pass 300 resources.
 */
const budget = 300;

/** The products issue's routes, as its brief describes them (issue 20). */
const productRoutes: PlannedRoute[] = [
  ['GET', '/api/products', 'products-list', 'public'],
  ['GET', '/api/products/{id}', 'product-get', 'public'],
  ['GET', '/api/products/search-index', 'products-search-index', 'public'],
  ['GET', '/api/categories', 'categories-list', 'public'],
  ['GET', '/api/admin/products', 'products-admin-list', 'admin'],
  ['POST', '/api/admin/products', 'product-create', 'admin'],
  ['PUT', '/api/admin/products/{id}', 'product-update', 'admin'],
  ['DELETE', '/api/admin/products/{id}', 'product-delete', 'admin'],
  ['PUT', '/api/admin/products/{id}/photos', 'product-photos', 'admin'],
  ['PUT', '/api/admin/products/{id}/status', 'product-status', 'admin'],
  ['POST', '/api/admin/categories', 'category-create', 'admin'],
  ['PUT', '/api/admin/categories/{id}', 'category-update', 'admin'],
  ['DELETE', '/api/admin/categories/{id}', 'category-delete', 'admin'],
  ['PUT', '/api/admin/categories/order', 'categories-reorder', 'admin'],
].map(([method, path, handler, access]) => ({
  method: method as PlannedRoute['method'],
  path,
  handler,
  access: access as PlannedRoute['access'],
  area: 'catalogue',
  // A blog writer: the widest grants of an admin route (table, uploads, manifests).
  standIn: access === 'admin' ? 'blog-update' : 'blogs-list',
}));

const stages: Record<string, SynthOptions> = {
  dev: { stage: 'dev' },
  'prod (domain, firewall, mail)': prodWithEveryOption,
};

const counts: Record<string, Record<string, number>> = {};
const countResources = (options: SynthOptions) => {
  const { stack, dispose } = synthStack(options);
  try {
    return Object.fromEntries(
      stageTemplates(stack).map(({ path, template }) => [path, Object.keys(template.Resources).length]),
    );
  } finally {
    dispose();
  }
};

beforeAll(() => {
  for (const [name, options] of Object.entries(stages)) {
    counts[name] = countResources(options);
    counts[`${name} + products`] = countResources({ ...options, plannedRoutes: productRoutes });
  }
});
afterAll(() => {
  // The figures the README and the closing note quote.
  console.info(JSON.stringify(counts, null, 2));
});

describe('stack sizes', () => {
  it(`keeps every stack of every stage at most ${budget} resources, with the products routes in place`, () => {
    for (const [stage, stacks] of Object.entries(counts)) {
      for (const [path, count] of Object.entries(stacks)) {
        expect(count, `${stage}: ${path}`).toBeLessThanOrEqual(budget);
      }
    }
  });

  it('leaves room in every area for the products routes too, were they added to it instead', () => {
    const perRoute =
      counts['dev + products'][
        Object.keys(counts['dev + products']).find((p) => p.endsWith('/CatalogueApi')) ?? ''
      ] / productRoutes.length;
    for (const [stage, stacks] of Object.entries(stages).map(([name]) => [name, counts[name]] as const)) {
      for (const [path, count] of Object.entries(stacks)) {
        expect(count + productRoutes.length * perRoute, `${stage}: ${path}`).toBeLessThanOrEqual(budget);
      }
    }
  });

  it('puts the planned routes in their own area, 7 resources each', () => {
    const planned = counts['dev + products'];
    const catalogue = Object.entries(planned).find(([path]) => path.endsWith('/CatalogueApi'));
    expect(catalogue?.[1]).toBe(productRoutes.length * 7);
    // Nothing else moved: the other areas are as without them (the parent gains the new
    // area's stack resource and two alarms for the new functions' group).
    for (const [path, count] of Object.entries(counts.dev)) {
      if (path.endsWith('Api')) expect(planned[path], path).toBe(count);
    }
  });

  it('splits the API so that no stack holds most of the routes', () => {
    const stacks = Object.keys(counts.dev);
    expect(stacks.length).toBeGreaterThanOrEqual(5);
  });
});
