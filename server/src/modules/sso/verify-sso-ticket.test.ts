import { AppError } from '@ecsign/core/errors';
import { describe, expect, it } from 'vitest';
import { signSsoTicket } from './sign-sso-ticket';
import { verifySsoTicket } from './verify-sso-ticket';

const CLIENTS = { oa: 'oa-secret-1', other: 'other-secret' };
const NOW = new Date('2026-11-22T08:00:00Z');
const exp = (seconds: number) => Math.floor(NOW.getTime() / 1000) + seconds;
const ticket = (overrides: object = {}, secret = CLIENTS.oa) =>
  signSsoTicket({ cid: 'oa', uid: 'zhangsan', exp: exp(120), nonce: 'n-0123456789abcdef', ...overrides }, secret);

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'NOT_AN_APP_ERROR';
  }
  return undefined;
}

describe('verifySsoTicket', () => {
  it('returns the payload of a good ticket', () => {
    expect(verifySsoTicket(ticket(), CLIENTS, NOW)).toEqual({
      cid: 'oa',
      uid: 'zhangsan',
      exp: exp(120),
      nonce: 'n-0123456789abcdef',
    });
  });

  it.each([
    ['a wrong secret', () => ticket({}, 'not-the-secret')],
    ['another client’s secret', () => ticket({}, CLIENTS.other)],
    ['an unknown client', () => ticket({ cid: 'ghost' })],
    ['a prototype key as client', () => ticket({ cid: '__proto__' })],
    [
      'a changed user',
      () =>
        ticket().replace(
          /^[^.]+/,
          Buffer.from(JSON.stringify({ cid: 'oa', uid: 'admin', exp: exp(120), nonce: 'n-0123456789abcdef' })).toString(
            'base64url',
          ),
        ),
    ],
    ['a flipped MAC character', () => ticket().replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`)],
    ['another spelling of the same MAC', () => ticket().replace(/.$/, (c) => String.fromCharCode(c.charCodeAt(0) ^ 1))],
    ['a truncated MAC', () => ticket().slice(0, -4)],
    ['no MAC', () => ticket().split('.')[0]!],
    ['three parts', () => `${ticket()}.x`],
    ['a body that is not JSON', () => 'bm90LWpzb24.abc'],
    ['a short nonce', () => ticket({ nonce: 'short' })],
    ['a ticket living longer than 2 minutes', () => ticket({ exp: exp(3600) })],
    ['an empty string', () => ''],
  ])('refuses %s as SSO_TICKET_INVALID', (_name, make) => {
    expect(codeOf(() => verifySsoTicket(make(), CLIENTS, NOW))).toBe('SSO_TICKET_INVALID');
  });

  it('refuses a ticket past its expiry (10 s of clock skew tolerated)', () => {
    const code = ticket({ exp: exp(0) });
    expect(codeOf(() => verifySsoTicket(code, CLIENTS, new Date(NOW.getTime() + 9_000)))).toBeUndefined();
    expect(codeOf(() => verifySsoTicket(code, CLIENTS, new Date(NOW.getTime() + 10_000)))).toBe('SSO_TICKET_EXPIRED');
  });

  it('checks the MAC before the expiry, so only the signer learns a ticket expired', () => {
    expect(codeOf(() => verifySsoTicket(ticket({ exp: exp(-600) }, 'wrong-secret'), CLIENTS, NOW))).toBe(
      'SSO_TICKET_INVALID',
    );
  });
});
