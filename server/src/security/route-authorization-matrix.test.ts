// The authorisation matrix over every /ecapi route Fastify registers (issue 12): anonymous callers
// get 401 everywhere but the reviewed open list; a personal account gets nothing from enterprise
// administration and INSIDE-staff routes; an enterprise administrator gets nothing from INSIDE-staff
// routes. The route list comes from Fastify itself, so a new route is covered the day it lands.
import './mock-fastify-routes';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractKit, type ContractKit, type Actor } from '../modules/contracts/contract-test-kit';
import { fillPath, registeredRoutes, routeKey, type RegisteredRoute } from './collect-routes';
import { OPEN_ROUTES, isOpenRoute } from './open-routes';

/** Routes only INSIDE staff may call (platform configuration, system notices, help, PKI admin). */
const INSIDE_ONLY = [
  /^\/ecapi\/baseservice\/config\/(types|create|update|delete)$/,
  /^\/ecapi\/bc\/assemble\/(interfacesetting|watermarkbanscreenshots)\/update$/,
  /^\/ecapi\/cb\/assemble\/notice\/system\/(list|save|publish|withdraw|delete)$/,
  /^\/ecapi\/cb\/assemble\/help\/(upload|delete)$/,
  /^\/ecapi\/cb\/assemble\/page\/(list|save|delete)$/,
  /^\/ecapi\/pki\/certificates/,
];

/** Routes that administer an enterprise: a personal account (no enterprise) is refused. */
const ENTERPRISE_ADMIN = [
  /^\/ecapi\/cb\/assemble\/enterprise\/(member\/(list|disable|enable|remove|setRole|setDepartment|invite)|join\/(list|approve|reject)|invitation\/(list|cancel)|dept\/(create|rename|move|delete)|role\/(create|update|disable|enable|delete)|grant\/(list|create|revoke))$/,
  /^\/ecapi\/cb\/assemble\/seal\/enterprise\/(generate|upload|status|grant|grants|grantees|revoke)$/,
  /^\/ecapi\/cb\/assemble\/template\/(upload|save|delete|enable|disable|list|group\/(create|rename|delete))$/,
  /^\/ecapi\/cb\/assemble\/(scene|businessType)\/(create|update|enable|disable|delete)$/,
  /^\/ecapi\/cb\/assemble\/process\/(create|save|enable|disable|delete|list)$/,
  /^\/ecapi\/openapi\/apps/,
  /^\/ecapi\/hr\/batch/,
];

const matches = (patterns: RegExp[], route: RegisteredRoute) => patterns.some((p) => p.test(route.url));

describe('authorisation matrix over every /ecapi route', () => {
  let kit: ContractKit;
  let routes: RegisteredRoute[];
  const tally: Record<string, Record<string, number>> = {};

  async function call(route: RegisteredRoute, who?: Actor): Promise<LightMyRequestResponse> {
    return kit.t.app.inject({
      method: route.method as 'GET',
      url: fillPath(route.url, {}, randomUUID()),
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
  }

  /** Refused, with no data beyond the failing fields of a request that never got that far. */
  function expectRefused(reply: LightMyRequestResponse, caller: string, route: RegisteredRoute, allowed: number[]) {
    const what = `${caller} → ${routeKey(route)}: ${reply.statusCode} ${reply.body.slice(0, 200)}`;
    expect(allowed, what).toContain(reply.statusCode);
    const body = reply.json() as { status: number; data: unknown };
    if (reply.statusCode === 400) expect(body.status, what).toBe(70000002);
    else expect(body.data, what).toBeNull();
    (tally[caller] ??= {})[reply.statusCode] = (tally[caller]?.[reply.statusCode] ?? 0) + 1;
  }

  beforeAll(async () => {
    kit = await contractKit();
    routes = registeredRoutes.filter((r) => r.url.startsWith('/ecapi/'));
  }, 120_000);
  afterAll(async () => {
    console.log('route matrix (caller → HTTP status → routes):', JSON.stringify(tally));
    await kit.t.close();
  });

  it('sees every route Fastify registered', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['POST /ecapi/contract/sign', 'GET /ecapi/health']));
  });

  it('lists only open routes that exist (a stale entry would hide a renamed route)', () => {
    const keys = new Set(routes.map(routeKey));
    const stale = Object.keys(OPEN_ROUTES).filter((key) => !key.includes('/ecapi/dev/') && !keys.has(key));
    expect(stale).toEqual([]);
  });

  it('refuses an anonymous caller with 401 on every route that is not on the open list', async () => {
    const protectedRoutes = routes.filter((r) => !isOpenRoute(r.method, r.url));
    expect(protectedRoutes.length).toBeGreaterThan(150);
    for (const route of protectedRoutes) {
      const reply = await call(route);
      expectRefused(reply, 'anonymous', route, [401]);
      expect(reply.json().status).toBe(70000401);
    }
  });

  it('refuses a forged bearer token on every protected route (each handler checks the credential)', async () => {
    const forged = { token: 'forged-token' } as Actor;
    for (const route of routes.filter((r) => !isOpenRoute(r.method, r.url)))
      expectRefused(await call(route, forged), 'forged token', route, [401, 400]);
  });

  it('gives a personal account nothing from enterprise administration and INSIDE-staff routes', async () => {
    const targets = routes.filter((r) => matches([...ENTERPRISE_ADMIN, ...INSIDE_ONLY], r));
    expect(targets.length).toBeGreaterThan(60);
    // 400 only where the handler validates the (empty) body before it looks at the caller.
    for (const route of targets) expectRefused(await call(route, kit.zhangsan), 'personal account', route, [403, 400]);
  });

  it('gives an enterprise super administrator and HR nothing from INSIDE-staff routes', async () => {
    const targets = routes.filter((r) => matches(INSIDE_ONLY, r));
    expect(targets.length).toBeGreaterThan(15);
    for (const route of targets) {
      expectRefused(await call(route, kit.admin), 'enterprise administrator', route, [403, 400]);
      expectRefused(await call(route, kit.hr), 'enterprise member', route, [403, 400]);
    }
  });

  it('has a reviewed reason for every open route', () => {
    for (const [key, reason] of Object.entries(OPEN_ROUTES)) expect(reason.length, key).toBeGreaterThan(5);
  });
});
