import { MEMBER_ROUTES, PUBLIC_ROUTES, type AppRoute } from '@haligi/shared';

/**
 * The names of the routes that have a screen: the one answer to "is it built?" for the router
 * (which renders "not built yet" for every other route) and the side navigation (which lists
 * only these, except to developers). Read from the route table's `isBuilt`, which is plain data,
 * so the navigation does not load the features the router splits off; `built-routes.test.ts`
 * holds it equal to the features' page maps (decision 0032).
 */
export const BUILT_ROUTE_NAMES: ReadonlySet<string> = new Set(
  [...PUBLIC_ROUTES, ...MEMBER_ROUTES].filter((route) => route.isBuilt).map((route) => route.name),
);

export const isBuiltRoute = (route: Pick<AppRoute, 'name'>): boolean => BUILT_ROUTE_NAMES.has(route.name);
