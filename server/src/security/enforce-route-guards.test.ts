// The route guards (route-guard.ts, enforce-route-guards.ts) on real routes: a caller without the
// declared right is refused before the body is parsed — even a malformed one — with the route's
// own catalogue code, while a caller with the right still reaches the handler, including a person
// whose active account is personal acting through an enterprise account named in the body.
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractKit, type Actor, type ContractKit } from '../test-support/contract-test-kit';
import { holdsRights } from './route-guard';

const MEMBER_LIST = '/ecapi/cb/assemble/enterprise/member/list';

describe('holdsRights', () => {
  it.each([
    [['a', 'b'], { allOf: ['a'], anyOf: [] }, true],
    [['a'], { allOf: ['a', 'b'], anyOf: [] }, false],
    [['b'], { allOf: [], anyOf: ['a', 'b'] }, true],
    [['c'], { allOf: [], anyOf: ['a', 'b'] }, false],
    [[], { allOf: [], anyOf: [] }, true],
  ])('%j against %j is %s', (held, rights, expected) => {
    expect(holdsRights(held, rights as never)).toBe(expected);
  });
});

describe('route guards on real routes', () => {
  let kit: ContractKit;
  const post = (who: Actor | undefined, url: string, payload: string | object) =>
    kit.t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      },
    });
  const codeOf = (name: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[name].status;

  beforeAll(async () => {
    kit = await contractKit();
  }, 120_000);
  afterAll(() => kit.t.close());

  it('refuses before the body is parsed: a malformed body is 401 or 403 for the wrong caller, 400 for the right one', async () => {
    const broken = '{"enterpriseId": ';
    const forged = await post({ token: 'forged' } as Actor, MEMBER_LIST, broken);
    expect([forged.statusCode, forged.json().status]).toEqual([401, codeOf('SESSION_EXPIRED')]);
    const person = await post(kit.zhangsan, MEMBER_LIST, broken);
    expect([person.statusCode, person.json().status]).toEqual([403, codeOf('NO_PERMISSION')]);
    const member = await post(kit.hr, MEMBER_LIST, broken);
    expect([member.statusCode, member.json().status]).toEqual([403, codeOf('NO_PERMISSION')]);
    const admin = await post(kit.admin, MEMBER_LIST, broken);
    expect(admin.statusCode).toBe(400);
  });

  it('answers with the code the route declares for a caller without the right', async () => {
    const cases: [Actor, string, object, keyof typeof ERROR_CATALOGUE][] = [
      [kit.hr, '/ecapi/cb/assemble/process/create', {}, 'PROCESS_NO_PERMISSION'],
      [kit.hr, '/ecapi/cb/assemble/enterprise/role/create', {}, 'ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES'],
      [kit.zhangsan, '/ecapi/contract/plan/send', {}, 'NON_ENTERPRISE_CANNOT_INITIATE'],
      [kit.admin, '/ecapi/cb/assemble/notice/system/save', {}, 'NO_PERMISSION'],
    ];
    for (const [who, url, body, code] of cases) {
      const reply = await post(who, url, body);
      expect([url, reply.statusCode, reply.json().status, reply.json().data]).toEqual([url, 403, codeOf(code), null]);
    }
  });

  it('lets a person whose active account is personal act through their enterprise account named in the body', async () => {
    const through = await post(kit.adminPersonal, MEMBER_LIST, {
      enterpriseId: kit.admin.enterpriseId,
      current: 1,
      size: 50,
    });
    expect(through.statusCode, through.body.slice(0, 200)).toBe(200);
    expect(through.body).toContain(kit.hr.accountId);
    // Without naming it the handler acts through the active (personal) account: refused, no data.
    const active = await post(kit.adminPersonal, MEMBER_LIST, { current: 1, size: 50 });
    expect([active.statusCode, active.json().data]).toEqual([403, null]);
  });

  it('still lets the member with the right through to the handler', async () => {
    const hrList = await kit.t.app.inject({
      method: 'GET',
      url: '/ecapi/hr/batch/list?current=1&size=10',
      headers: { authorization: `Bearer ${kit.hr.token}` },
    });
    expect(hrList.statusCode, hrList.body.slice(0, 200)).toBe(200);
    expect(hrList.json().data).toMatchObject({ records: expect.any(Array) });
  });
});
