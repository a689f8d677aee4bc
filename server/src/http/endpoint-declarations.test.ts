// Every /ecapi route is mounted from a declaration of @ecsign/core/endpoints, and no client reaches a declared endpoint by a path literal: the portal,
// the extension and the CLI call `api.call(endpoints.x.y, input)`. The routes come from Fastify
// itself (onRoute), so a route added tomorrow is checked without anyone listing it.
import '../test-support/mock-fastify-routes';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '@ecsign/core/endpoints';
import { registeredRoutes, type RegisteredRoute } from '../security/collect-routes';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

const REPOSITORY = join(import.meta.dirname, '..', '..', '..');
const CLIENT_FOLDERS = ['web/src', 'extension/src', 'extension/entrypoints', 'cli/src'];

let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  t = await buildTestApp();
  routes = registeredRoutes.filter((route) => route.url.startsWith('/ecapi/'));
}, 60_000);
afterAll(async () => t?.close());

const declarations = (): AnyEndpoint[] =>
  Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, AnyEndpoint>));
const key = (method: string, path: string) => `${method} ${path}`;

describe('every /ecapi route is declared', () => {
  it('finds the route table', () => expect(routes.length).toBeGreaterThan(200));

  it('mounts every route from its declaration', () => {
    const undeclared = routes
      .filter((route) => !route.declared)
      .map((route) => `${key(route.method, route.url)} (module ${route.module ?? 'unknown'})`);
    expect(undeclared).toEqual([]);
  });

  it('registers every declaration exactly once', () => {
    const mounted = routes.filter((route) => route.declared).map((route) => route.url.replace(/^\/ecapi/, ''));
    const declared = declarations().map((declaration) => declaration.path);
    expect(mounted.sort()).toEqual(declared.sort());
    expect(new Set(declarations().map((d) => key(d.method, d.path))).size).toBe(declarations().length);
  });
});

/** The non-test sources of the clients. */
function clientSources(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (name === 'node_modules' || name === 'test-support') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const folder of CLIENT_FOLDERS) walk(join(REPOSITORY, folder));
  return files.map((file) => ({ file: relative(REPOSITORY, file), text: readFileSync(file, 'utf8') }));
}

/** String literals that look like a path below /ecapi; `${…}` in templates becomes a `:` segment. */
function pathLiterals(text: string): { literal: string; inPathOption: boolean }[] {
  const found: { literal: string; inPathOption: boolean }[] = [];
  for (const match of text.matchAll(/(path:\s*)?(['"`])((?:(?!\2)[^\\\n]|\\.)*)\2/g)) {
    const literal = match[3]!.replace(/\$\{[^}]*\}/g, ':value');
    if (/^\/?[A-Za-z][\w.-]*(\/[\w.:-]+)+$/.test(literal) || (match[1] && /^\/?[A-Za-z][\w.-]*$/.test(literal)))
      found.push({ literal, inPathOption: Boolean(match[1]) });
  }
  return found;
}

const segments = (path: string) => path.replace(/^\/+/, '').split('/');
const segmentMatches = (literal: string, route: string) =>
  literal === route || literal.startsWith(':') || route.startsWith(':') || route === '*';
function matchesRoute(literal: string, route: string): boolean {
  const [a, b] = [segments(literal), segments(route)];
  return a.length === b.length && a.every((segment, index) => segmentMatches(segment, b[index]!));
}
/** A sub-path a module's own helper puts its prefix before (`path: 'accept'`). */
function isSuffix(literal: string, route: string): boolean {
  const [a, b] = [segments(literal), segments(route)];
  return a.length < b.length && a.every((segment, index) => segmentMatches(segment, b[b.length - a.length + index]!));
}
function isProperPrefix(literal: string, route: string): boolean {
  const [a, b] = [segments(literal), segments(route)];
  return a.length >= 2 && a.length < b.length && a.every((segment, index) => segmentMatches(segment, b[index]!));
}

/** Literals in `sources` that name a declared endpoint, or a prefix only declared endpoints have. */
function literalOffences(sources: { file: string; text: string }[]): string[] {
  const below = (route: RegisteredRoute) => route.url.replace(/^\/ecapi\//, '');
  const declared = routes.filter((route) => route.declared).map(below);
  const undeclared = routes.filter((route) => !route.declared).map(below);
  const offences: string[] = [];
  for (const { file, text } of sources)
    for (const { literal: written } of pathLiterals(text)) {
      const literal = written.replace(/^\/ecapi\//, '');
      if (literal.startsWith('/')) continue; // a portal route (an /ecapi path lost its prefix above)
      // A template literal (`config/${kind}`) may stand for an undeclared route just as well.
      const named = undeclared.some((route) => matchesRoute(literal, route))
        ? undefined
        : declared.find((route) => matchesRoute(literal, route));
      const prefixOnlyOfDeclared =
        declared.some((route) => isProperPrefix(literal, route)) &&
        !undeclared.some((route) => isProperPrefix(literal, route) || matchesRoute(literal, route));
      if (named || prefixOnlyOfDeclared) offences.push(`${file}: '${literal}' (declared: ${named ?? 'prefix'})`);
    }
  return offences;
}

describe('clients call declared endpoints by value', () => {
  it('no client names a declared endpoint, or its prefix, in a string literal', () => {
    expect(literalOffences(clientSources())).toEqual([]);
  });

  it('catches a planted path literal and a planted prefix constant (the check bites)', () => {
    const planted = [
      { file: 'a.ts', text: "api.request({ method: 'GET', path: 'bc/assemble/qrcode/settings' }, Z);" },
      { file: 'b.ts', text: "const M = 'bc/assemble/menu';" },
      { file: 'c.ts', text: "api.call({ method: 'GET', path: 'no/such/route' });" },
      { file: 'd.ts', text: "const ROOTS = ['/ecapi/pki/root.pem'];" },
    ];
    expect(literalOffences(planted).map((offence) => offence.split(':')[0])).toEqual(['a.ts', 'b.ts', 'd.ts']);
  });

  it('no client sends a request to a path the server does not have', () => {
    const all = routes.map((route) => route.url.replace(/^\/ecapi\//, ''));
    const offences: string[] = [];
    for (const { file, text } of clientSources())
      for (const { literal, inPathOption } of pathLiterals(text)) {
        // A leading slash is a portal route (navigation), a leading parameter a prefix held elsewhere.
        if (!inPathOption || literal.startsWith('/') || literal.startsWith(':')) continue;
        if (!all.some((route) => matchesRoute(literal, route) || isSuffix(literal, route)))
          offences.push(`${file}: path '${literal}'`);
      }
    expect(offences).toEqual([]);
  });

  it('sees the literals it looks for (the scan is not blind)', () => {
    // Every endpoint is declared, so no client writes an /ecapi path any more; the portal's own
    // routes ('/file/manage') are path-shaped literals too, and the scan must find them, or the
    // checks above could pass by reading nothing.
    const literals = clientSources().flatMap(({ text }) => pathLiterals(text));
    expect(literals.filter((found) => found.literal.startsWith('/')).length).toBeGreaterThan(20);
  });
});
