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
  /** Mounted from a declaration of @ecsign/core/endpoints (http/mount-endpoint.ts). */
  declared: boolean;
  /** The folder under server/src/modules whose code registered it (from the call stack), if any. */
  module: string | undefined;
}

/** The innermost modules/<name>/ frame of the stack that registers a route. */
function registeringModule(): string | undefined {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60; // Fastify's own frames come first
  const stack = new Error('route registration').stack ?? '';
  Error.stackTraceLimit = limit;
  return /[\\/]modules[\\/]([\w-]+)[\\/]/.exec(stack)?.[1];
}

/** Filled by the `fastify` mock in the tests (see `installRouteCollector`). */
export const registeredRoutes: RegisteredRoute[] = [];

/** Records one route; HEAD is Fastify's automatic twin of GET and is covered by GET. */
export function recordRoute(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const declared = route.config?.endpoint !== undefined;
  const module = registeringModule();
  for (const method of methods)
    if (method !== 'HEAD')
      registeredRoutes.push({ method: String(method), url: route.url, guard: route.config?.guard, declared, module });
}

/** Fills `:name` parameters and `*` with the given values (a random id when none is given). */
export function fillPath(url: string, values: Record<string, string> = {}, fallback = ''): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? fallback).replace(/\*$/, 'x');
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
