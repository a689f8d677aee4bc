// Finds the route of a path in ROUTES, with its parameters; anything else is not found.
import { normalizePath } from './normalize-path';
import { ROUTES, type RouteDefinition } from './routes';

export type TRouteMatch =
  { kind: 'route'; route: RouteDefinition; params: Record<string, string> } | { kind: 'not-found'; path: string };

const PARAM = /^\{(\w+)\}$/;
const COMPILED = ROUTES.map((route) => ({ route, segments: splitSegments(normalizePath(route.path)) }));

export function matchRoute(target: string): TRouteMatch {
  const path = normalizePath(target);
  const segments = splitSegments(path);
  for (const { route, segments: pattern } of COMPILED) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((expected, index) => {
      const actual = segments[index] ?? '';
      const param = PARAM.exec(expected)?.[1];
      if (param === undefined) return actual === expected;
      params[param] = decodeSegment(actual);
      return true;
    });
    if (matches) return { kind: 'route', route, params };
  }
  return { kind: 'not-found', path };
}

function splitSegments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
