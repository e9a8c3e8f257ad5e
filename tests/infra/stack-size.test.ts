import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerAreas, type PlannedRoute, type RouteHandlerName } from '../../infra/api-areas.ts';
import { type HandlerName, handlerPermissions, tablePartitions } from '../../infra/handler-permissions.ts';
import { type ApiRoute, apiRoutes } from '../../shared/routes.ts';
import { prodWithEveryOption, type SynthOptions, stageTemplates, synthStack } from './synth-stack.ts';

/**
 * Room to grow (issue 24, docs/decisions/041): CloudFormation refuses a stack of more than
 * 500 resources, and each route costs 7 (function, role, policy, log group, integration,
 * route, invoke permission), and one more when its function saves photos (the metric filter
 * counting the tags it could not set, docs/decisions/051). The products issue's routes (issue 20) are in the table, in
 * their own area; with as many routes again planned there (stand-in handler modules), no
 * stack of any stage may pass 300 resources.
 */
const budget = 300;

const catalogueRoutes = (apiRoutes as readonly ApiRoute[]).filter(
  (route): route is ApiRoute & { handler: RouteHandlerName } =>
    handlerAreas[route.handler as RouteHandlerName] === 'catalogue',
);
/** The resources of one route whose function is `handler`'s module. */
const routeResources = (handler: HandlerName) =>
  7 + (handlerPermissions[handler].partitions?.includes(tablePartitions.photoOwners) ? 1 : 0);

/** As many routes again as the catalogue has, in its area: the next issue's room. */
const plannedRoutes: PlannedRoute[] = catalogueRoutes.map((route, index) => ({
  ...route,
  path: `/api/planned/${index}`,
  handler: `planned-${index}`,
  area: 'catalogue',
  // A product writer: the widest grants of an admin route (table, uploads, manifests).
  standIn: route.access === 'admin' ? 'product-update' : 'products-list',
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
    counts[`${name} + planned`] = countResources({ ...options, plannedRoutes });
  }
});
afterAll(() => {
  // The figures an issue's closing note quotes.
  console.info(JSON.stringify(counts, null, 2));
});

describe('stack sizes', () => {
  it(`keeps every stack of every stage at most ${budget} resources, with as many routes again planned`, () => {
    for (const [stage, stacks] of Object.entries(counts)) {
      for (const [path, count] of Object.entries(stacks)) {
        expect(count, `${stage}: ${path}`).toBeLessThanOrEqual(budget);
      }
    }
  });

  it('leaves room in every area for as many routes as the catalogue has', () => {
    for (const [stage, stacks] of Object.entries(stages).map(([name]) => [name, counts[name]] as const)) {
      for (const [path, count] of Object.entries(stacks)) {
        expect(count + catalogueRoutes.length * 7, `${stage}: ${path}`).toBeLessThanOrEqual(budget);
      }
    }
  });

  it('puts the catalogue routes in their own area, 7 resources each (8 when it saves photos)', () => {
    const sum = (handlers: HandlerName[]) => handlers.reduce((total, h) => total + routeResources(h), 0);
    const catalogue = Object.entries(counts.dev).find(([path]) => path.endsWith('/CatalogueApi'));
    expect(catalogue?.[1]).toBe(sum(catalogueRoutes.map((route) => route.handler)));
    // 14, and the products' versions: list, one, restore (docs/decisions/067).
    expect(catalogueRoutes.length).toBe(17);
    // Planned routes go where they are planned: the other areas stay as they are.
    const planned = counts['dev + planned'];
    for (const [path, count] of Object.entries(counts.dev)) {
      if (path.endsWith('/CatalogueApi'))
        expect(planned[path], path).toBe(count + sum(plannedRoutes.map((route) => route.standIn)));
      else if (path.endsWith('Api')) expect(planned[path], path).toBe(count);
    }
  });

  it('splits the API so that no stack holds most of the routes', () => {
    const stacks = Object.keys(counts.dev);
    expect(stacks.length).toBeGreaterThanOrEqual(6);
  });
});
