// Spec items this file exercises (docs/spec-items.md): C-other-calls.
// The authorisation matrix over every /ecapi route Fastify registers. Each route
// declares in its options who may call it (route-guard.ts), and one hook enforces that before the
// input is parsed, so a refused caller gets exactly 401 or 403 — never a 400 about a body it had no
// right to send. The route list and the guards come from Fastify itself: a new route is covered the
// day it lands, and one that declares no guard fails the first test. Callers: anonymous, a forged
// token, a personal account, an HR member without the administration rights, an enterprise super
// administrator on platform-staff routes, and another enterprise's administrator on every route
// that names an object in its path (IDOR: 403 or 404, never data). The summary is printed.
import '../test-support/mock-fastify-routes';
import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE, type TErrorCode } from '@ecsign/core/errors';
import { isDefaultAdminRole, permissionsForRole, type TRole } from '@ecsign/core/guard';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractKit, type ContractKit, type Actor } from '../test-support/contract-test-kit';
import { fillPath, registeredRoutes, routeKey, type RegisteredRoute } from './collect-routes';
import { OPEN_ROUTES, isOpenRoute } from './open-routes';
import { holdsRights, type TRouteGuard } from './route-guard';

/** Routes only INSIDE staff may call (platform configuration, system notices, help, PKI admin). */
const INSIDE_ONLY = [
  /^\/ecapi\/baseservice\/config\/(types|create|update|delete)$/,
  /^\/ecapi\/bc\/assemble\/(interfacesetting|watermarkbanscreenshots)\/update$/,
  /^\/ecapi\/cb\/assemble\/notice\/system\/(list|save|publish|withdraw|delete)$/,
  /^\/ecapi\/cb\/assemble\/help\/(upload|delete)$/,
  /^\/ecapi\/cb\/assemble\/page\/(list|save|delete)$/,
  /^\/ecapi\/pki\/certificates/,
  /^\/ecapi\/bc\/assemble\/(menu\/(tree|update|reorder|reset)|qrcode\/(settings|update))$/,
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
  // The operation log: platform staff, or an enterprise administrator for his own enterprise.
  /^\/ecapi\/bc\/assemble\/operationlog\/(page|export)$/,
];

const matches = (patterns: RegExp[], route: RegisteredRoute) => patterns.some((p) => p.test(route.url));

/** What a caller holds, as the guards see it: the active account's rights and its enterprise accounts. */
interface CallerModel {
  active: readonly string[];
  enterprise: { role: TRole; permissions: readonly string[] }[];
}
const personal: CallerModel = { active: permissionsForRole('PERSONAL'), enterprise: [] };
const enterpriseAccount = (role: TRole): CallerModel => ({
  active: permissionsForRole(role),
  enterprise: [{ role, permissions: permissionsForRole(role) }],
});

/** The catalogue code the guard answers a caller with, or undefined when it lets the caller through. */
function refusal(guard: TRouteGuard | undefined, caller: CallerModel, isPersonal: boolean): TErrorCode | undefined {
  if (guard?.kind === 'ACTIVE_ACCOUNT' && !holdsRights(caller.active, guard.rights)) {
    return isPersonal ? guard.personalDenial : guard.denial;
  }
  if (guard?.kind === 'ENTERPRISE_MEMBER') {
    const fits = caller.enterprise.some(
      (account) =>
        (!guard.defaultAdmin || isDefaultAdminRole(account.role)) && holdsRights(account.permissions, guard.rights),
    );
    return fits ? undefined : guard.denial;
  }
  return undefined;
}

describe('authorisation matrix over every /ecapi route', () => {
  let kit: ContractKit;
  let routes: RegisteredRoute[];
  let guarded: RegisteredRoute[];
  const tally: Record<string, Record<string, number>> = {};

  async function call(route: RegisteredRoute, who?: Actor): Promise<LightMyRequestResponse> {
    return kit.t.app.inject({
      method: route.method as 'GET',
      url: fillPath(route.url, {}, randomUUID()),
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });
  }

  /** Refused with one of `allowed` (and `code` when given), no data, and counted for the summary. */
  function expectRefused(
    reply: LightMyRequestResponse,
    caller: string,
    route: RegisteredRoute,
    allowed: number[],
    code?: TErrorCode,
  ) {
    const what = `${caller} → ${routeKey(route)}: ${reply.statusCode} ${reply.body.slice(0, 200)}`;
    expect(allowed, what).toContain(reply.statusCode);
    const body = reply.json() as { status: number; data: unknown };
    expect(body.data, what).toBeNull();
    if (code) expect(body.status, what).toBe(ERROR_CATALOGUE[code].status);
    (tally[caller] ??= {})[reply.statusCode] = (tally[caller]?.[reply.statusCode] ?? 0) + 1;
  }

  beforeAll(async () => {
    kit = await contractKit();
    routes = registeredRoutes.filter((r) => r.url.startsWith('/ecapi/'));
    guarded = routes.filter((r) => !isOpenRoute(r.method, r.url));
  }, 120_000);
  afterAll(async () => {
    const kinds: Record<string, number> = {};
    for (const route of guarded) kinds[route.guard?.kind ?? 'NONE'] = (kinds[route.guard?.kind ?? 'NONE'] ?? 0) + 1;
    const lines = Object.entries(tally).map(
      ([caller, counts]) =>
        `  ${caller.padEnd(34)} ${Object.entries(counts)
          .map(([status, n]) => `${status}×${n}`)
          .join('  ')}`,
    );
    console.log(
      [
        `route matrix: ${routes.length} /ecapi routes, ${routes.length - guarded.length} open, ${guarded.length} guarded ${JSON.stringify(kinds)}`,
        ...lines,
      ].join('\n'),
    );
    await kit.t.close();
  });

  it('sees every route Fastify registered', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['POST /ecapi/contract/sign', 'GET /ecapi/health']));
  });

  it('has every route that is not on the open list declare its guard, and no open route one', () => {
    expect(guarded.filter((r) => !r.guard).map(routeKey)).toEqual([]);
    expect(routes.filter((r) => isOpenRoute(r.method, r.url) && r.guard).map(routeKey)).toEqual([]);
  });

  it('lists only open routes that exist (a stale entry would hide a renamed route)', () => {
    const keys = new Set(routes.map(routeKey));
    const stale = Object.keys(OPEN_ROUTES).filter((key) => !key.includes('/ecapi/dev/') && !keys.has(key));
    expect(stale).toEqual([]);
  });

  it('refuses an anonymous caller with 401 on every route that is not on the open list', async () => {
    expect(guarded.length).toBeGreaterThan(150);
    for (const route of guarded) expectRefused(await call(route), 'anonymous', route, [401], 'SESSION_EXPIRED');
  });

  it('refuses a forged bearer token with 401 on every protected route, before reading the input', async () => {
    const forged = { token: 'forged-token' } as Actor;
    for (const route of guarded)
      expectRefused(await call(route, forged), 'forged token', route, [401], 'SESSION_EXPIRED');
  });

  it('refuses a personal account with 403 on every enterprise and staff route', async () => {
    const targets = guarded.filter((r) => refusal(r.guard, personal, true));
    // The hand-written list agrees with the declarations: nothing administrative is open to a person.
    const unrefused = guarded.filter((r) => matches([...ENTERPRISE_ADMIN, ...INSIDE_ONLY], r) && !targets.includes(r));
    expect(unrefused.map(routeKey)).toEqual([]);
    expect(targets.length).toBeGreaterThan(80);
    for (const route of targets) {
      const reply = await call(route, kit.zhangsan);
      expectRefused(reply, 'personal account', route, [403], refusal(route.guard, personal, true));
    }
  });

  it('refuses a member without the permission (HR) with 403 on every route that needs it', async () => {
    const hr = enterpriseAccount('HR');
    const targets = guarded.filter((r) => refusal(r.guard, hr, false));
    expect(targets.length).toBeGreaterThan(60);
    // HR runs batches; everything else on the hand-written administration list is refused.
    expect(targets.some((r) => r.url.startsWith('/ecapi/hr/batch'))).toBe(false);
    const unrefused = guarded.filter(
      (r) => matches(ENTERPRISE_ADMIN, r) && !r.url.startsWith('/ecapi/hr/batch') && !targets.includes(r),
    );
    expect(unrefused.map(routeKey)).toEqual([]);
    for (const route of targets) {
      const reply = await call(route, kit.hr);
      expectRefused(reply, 'member without the permission', route, [403], refusal(route.guard, hr, false));
    }
  });

  it('refuses an enterprise super administrator with 403 on every platform-staff route', async () => {
    const admin = enterpriseAccount('SUPER_ADMIN');
    const targets = guarded.filter((r) => refusal(r.guard, admin, false));
    expect(targets.filter((r) => matches(INSIDE_ONLY, r)).length).toBe(
      guarded.filter((r) => matches(INSIDE_ONLY, r)).length,
    );
    expect(targets.length).toBeGreaterThan(15);
    for (const route of targets) {
      const reply = await call(route, kit.admin);
      expectRefused(reply, 'enterprise administrator', route, [403], refusal(route.guard, admin, false));
    }
  });

  it("gives another enterprise's administrator nothing on any route naming an object in its path", async () => {
    const targets = guarded.filter((r) => r.url.includes(':'));
    expect(targets.length).toBeGreaterThan(15);
    for (const route of targets) {
      // Open API routes take app tokens: a person's session is no credential there (401).
      const allowed = route.guard?.kind === 'OPEN_API_APP' ? [401] : [403, 404];
      expectRefused(await call(route, kit.other), "another enterprise's administrator", route, allowed);
    }
  });

  it('has a reviewed reason for every open route', () => {
    for (const [key, reason] of Object.entries(OPEN_ROUTES)) expect(reason.length, key).toBeGreaterThan(5);
  });
});
