// No account enumeration at the password login: an unknown account and a wrong password of an
// existing one give the same reply and the same work (one Argon2id verification each, counted
// here rather than timed); the 30-minute lock (K-lockout) reads alike for both; a LOGIN code asked
// for an unknown number answers like a known one and sends nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import type * as PasswordHash from './password-hash';

const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password-hash', async (original) => {
  const actual = await original<typeof PasswordHash>();
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      verifications.count += 1;
      return actual.verifyPassword(password, stored);
    },
  };
});

describe('login answers alike for unknown and existing accounts', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    verifications.count = 0;
  });

  const login = async (username: string, password: string) => {
    address += 1;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username, password },
      remoteAddress: `10.9.0.${address}`,
    });
    return { statusCode: reply.statusCode, body: reply.json() };
  };

  it('gives the same reply after the same number of hash verifications', async () => {
    const known = await login('zhangsan', 'Wrong@2026x');
    const knownWork = verifications.count;
    verifications.count = 0;
    const unknown = await login('nobody-here', 'Wrong@2026x');
    expect(knownWork).toBe(1);
    expect(verifications.count).toBe(knownWork);
    expect(unknown).toEqual(known);
    expect(unknown.statusCode).toBe(401);
  });

  it('locks an unknown name after five failures just as an account, with the same reply', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 6; i++) known.push(await login('lisi', 'Wrong@2026x'));
    for (let i = 0; i < 6; i++) unknown.push(await login('ghost-account', 'Wrong@2026x'));
    expect(unknown).toEqual(known);
    expect(known.slice(0, 4).every((reply) => (reply as { statusCode: number }).statusCode === 401)).toBe(true);
    expect((known[5] as { statusCode: number }).statusCode).toBe(423);
  });

  it('answers a LOGIN code request for an unknown number like a known one, sending nothing', async () => {
    const ask = async (mobile: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/ecapi/message/sendEcAuthCode',
        payload: { mobile, scene: 'LOGIN' },
        remoteAddress: `10.9.1.${(address += 1)}`,
      });
      return { statusCode: reply.statusCode, body: reply.json() };
    };
    const before = await t.context.database.query<{ n: number }>('SELECT count(*)::int AS n FROM verification_codes');
    const known = await ask('13800000003');
    const unknown = await ask('13912345678');
    expect(unknown).toEqual(known);
    const after = await t.context.database.query<{ n: number }>('SELECT count(*)::int AS n FROM verification_codes');
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });
});
