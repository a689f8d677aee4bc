// Spec items this file exercises (docs/spec-items.md): S-auth.
import { describe, expect, it } from 'vitest';
import { AUTH_STATUS_CODES, type TAuthStatus } from './auth';
import { AUTH_EVENTS, isAuthInProgress, nextAuthStatus, type TAuthEvent } from './auth-transitions';

/** Every allowed move; every pair not listed must be refused. */
const ALLOWED: ReadonlyArray<[TAuthStatus, TAuthEvent, TAuthStatus]> = [
  ['UNAUTH', 'START', 'AUTHING'],
  ['CANCELLED', 'START', 'AUTHING'],
  ['WAIT_REAUTH', 'START', 'REAUTHING'],
  ['AUTHING', 'PASS', 'AUTH'],
  ['REAUTHING', 'PASS', 'AUTH'],
  ['WAIT_MATERIAL', 'PASS', 'AUTH'],
  ['AUTHING', 'NEED_MATERIAL', 'WAIT_MATERIAL'],
  ['REAUTHING', 'NEED_MATERIAL', 'WAIT_MATERIAL'],
  ['WAIT_MATERIAL', 'MATERIAL_ACCEPTED', 'AUTHING'],
  ['AUTHING', 'END', 'UNAUTH'],
  ['REAUTHING', 'END', 'WAIT_REAUTH'],
  ['WAIT_MATERIAL', 'END', 'UNAUTH'],
  ['AUTH', 'REVOKE', 'CANCELLED'],
  ['AUTH', 'REQUIRE_REAUTH', 'WAIT_REAUTH'],
];

describe('nextAuthStatus', () => {
  it.each(ALLOWED)('%s --%s--> %s', (status, event, next) => {
    expect(nextAuthStatus(status, event)).toBe(next);
  });

  const refused = AUTH_STATUS_CODES.flatMap((status) =>
    AUTH_EVENTS.filter((event) => !ALLOWED.some(([s, e]) => s === status && e === event)).map(
      (event) => [status, event] as const,
    ),
  );
  it.each(refused)('refuses %s --%s-->', (status, event) => {
    expect(nextAuthStatus(status, event)).toBeNull();
    expect(nextAuthStatus(status, event, 'REAUTH')).toBeNull();
  });

  it('returns a re-verification waiting for material to WAIT_REAUTH when it ends', () => {
    expect(nextAuthStatus('WAIT_MATERIAL', 'END', 'REAUTH')).toBe('WAIT_REAUTH');
    expect(nextAuthStatus('WAIT_MATERIAL', 'END', 'AUTH')).toBe('UNAUTH');
    expect(nextAuthStatus('WAIT_MATERIAL', 'MATERIAL_ACCEPTED', 'REAUTH')).toBe('REAUTHING');
  });

  it('never verifies without an attempt under way', () => {
    for (const status of AUTH_STATUS_CODES) {
      expect(nextAuthStatus(status, 'PASS') !== null, status).toBe(isAuthInProgress(status));
    }
  });
});
