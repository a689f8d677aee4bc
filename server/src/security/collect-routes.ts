// Every route the server registers, as Fastify itself reports it (an onRoute hook installed on
// each Fastify instance the app module creates). The security tests iterate over this list, so a
// route added tomorrow is covered by them without anyone remembering to list it.
import type { RouteOptions } from 'fastify';
import type { TRouteGuard } from './route-guard';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** What the route declares about its callers (route-guard.ts); undefined on open routes. */
  guard: TRouteGuard | undefined;
}

/** Filled by the `fastify` mock in the tests (see `installRouteCollector`). */
export const registeredRoutes: RegisteredRoute[] = [];

/** Records one route; HEAD is Fastify's automatic twin of GET and is covered by GET. */
export function recordRoute(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods)
    if (method !== 'HEAD')
      registeredRoutes.push({ method: String(method), url: route.url, guard: route.config?.guard });
}

/** Fills `:name` parameters and `*` with the given values (a random id when none is given). */
export function fillPath(url: string, values: Record<string, string> = {}, fallback = ''): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? fallback).replace(/\*$/, 'x');
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
