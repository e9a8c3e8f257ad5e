import type { RouteConfigEntry } from '@react-router/dev/routes';
import appRoutes from '../../web/app/routes.ts';

/** The URL patterns of web/app/routes.ts (layouts add no segment; an index is its parent's path). */
function routePatterns(routes: RouteConfigEntry[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}

/** Every page's route pattern, `/blog/:slug` and the like: the suites that must cover every page walk it. */
export const appRoutePatterns: string[] = routePatterns(appRoutes);
