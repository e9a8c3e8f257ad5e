import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ApiRoute,
  apiRoutes,
  authorizerHandler,
  isStateChanging,
  matchRoute,
  routeRequest,
} from '../../shared/routes.ts';
import { ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';

type Handler = (...args: unknown[]) => Promise<unknown>;
const loadHandler = async (name: string) =>
  ((await import(`../../functions/${name}.ts`)) as { handler: Handler }).handler;

describe('the route table and functions/', () => {
  it('has a handler module for every route and the authorizer', async () => {
    for (const name of [...new Set(apiRoutes.map((route) => route.handler)), authorizerHandler]) {
      expect(typeof (await loadHandler(name)), name).toBe('function');
    }
  });

  it.each((apiRoutes as readonly ApiRoute[]).filter((route) => route.access === 'admin'))(
    '$method $path refuses a request the authorizer did not approve (401), before any table call',
    async (route) => {
      const result = await call(await loadHandler(route.handler), {
        method: route.method,
        path: route.path,
        body: {},
      });
      expect(result.status).toBe(401);
      expect(ddb.calls()).toHaveLength(0);
    },
  );

  it.each(
    (apiRoutes as readonly ApiRoute[]).filter(
      (route) => route.access === 'admin' && isStateChanging(route.method),
    ),
  )('$method $path refuses an approved session without the CSRF header (403)', async (route) => {
    const result = await call(await loadHandler(route.handler), {
      method: route.method,
      path: route.path,
      body: {},
      admin: { email: 'admin@example.com', sessionId: 'A'.repeat(43) },
    });
    expect(result.status).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('never uses Scan anywhere in functions/', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    for (const file of sources('functions')) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/\bScan(Command|Input)?\b|\.scan\(/);
    }
  });
});

describe('routeRequest (how the browser writes every API call)', () => {
  it('gives each route its own method and a path that leads back to it', () => {
    const handlers = apiRoutes.map((route) => route.handler);
    expect(new Set(handlers).size, 'route names are unique').toBe(handlers.length);
    for (const route of apiRoutes) {
      const parameterNames = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const parameters = Object.fromEntries(parameterNames.map((name) => [name, `${name} 1/é`]));
      const { method, path } = routeRequest(route.handler, parameters as never);
      expect(method, route.handler).toBe(route.method);
      expect(matchRoute(method, path), route.handler).toEqual({ route, pathParameters: parameters });
    }
  });

  it('encodes each parameter as one path segment', () => {
    expect(routeRequest('country-update', { id: 'a/b?c#d' })).toEqual({
      method: 'PUT',
      path: '/countries/update/a%2Fb%3Fc%23d',
    });
    expect(routeRequest('blogs-list', {})).toEqual({ method: 'GET', path: '/api/blogs' });
  });
});

describe('what the dashboard reads (docs/decisions/052)', () => {
  /** The routes the dashboard's code calls by name (`callApi`, `routeUrl`, web/lib/api-client.ts). */
  const dashboardRoutes = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return dashboardRoutes(path);
      if (!/\.tsx?$/.test(entry.name)) return [];
      return [...readFileSync(path, 'utf8').matchAll(/\b(?:callApi|routeUrl)\('([\w-]+)'/g)].map(
        (match) => match[1],
      );
    });

  it('reads through admin routes, never a public read an edge may keep', () => {
    const called = new Set(dashboardRoutes('web/features/dashboard'));
    const gets = (apiRoutes as readonly ApiRoute[]).filter(
      (route) => route.method === 'GET' && called.has(route.handler),
    );
    // The forms and deletes send back the version they read, so each read they open is an
    // admin read (no-store); the post's own is `blog-admin-get`. The blog manager's list is the
    // admin's too (drafts and scheduled posts, docs/decisions/064).
    expect(called.has('blog-admin-get')).toBe(true);
    expect(called.has('blogs-admin-list')).toBe(true);
    expect(called.has('blog-get')).toBe(false);
    expect(gets.filter((route) => route.access === 'public').map((route) => route.handler)).toEqual([]);
  });
});
