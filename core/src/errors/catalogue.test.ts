// The catalogue's numbers, table-driven from the error-code groups (spec's E- items): unique statuses, each group inside the range
// the group owns, HTTP statuses that agree with the meaning, and the lead's codes left as they were.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ERROR_CATALOGUE, codeForStatus, type TErrorCode } from './catalogue';
import { ERROR_GROUPS } from './error-groups';
import { EXISTING, LOGIN_OR_SESSION, SPEC_MESSAGES, SPEC_RANGES } from './spec-error-catalogue.fixture';

const CODES = Object.keys(ERROR_CATALOGUE) as TErrorCode[];

/** Names promise a meaning; the HTTP status must keep the promise. */
const NAME_RULES: ReadonlyArray<[RegExp, readonly number[]]> = [
  [/_NOT_FOUND$/, [404]],
  [/_(EXISTS|DUPLICATE)$/, [409]],
  [/_TOO_LARGE$/, [413]],
  [/_LOCKED$/, [423]],
  [/TOO_FREQUENT|TOO_MANY_REQUESTS/, [429]],
  [/_(SAVE|UPDATE|DELETE)_FAILED$/, [500]],
  [/NO_PERMISSION|NO_ACCESS|^ONLY_.*_MAY_/, [403]],
  [/_TIMEOUT$/, [502, 504]],
  [/_UNAVAILABLE$/, [503]],
];

const ALLOWED_HTTP = new Set([0, 400, 401, 403, 404, 409, 413, 414, 423, 429, 431, 500, 502, 503, 504, 507]);

describe('error catalogue', () => {
  it('gives every code its own numeric status', () => {
    const statuses = CODES.map((code) => ERROR_CATALOGUE[code].status);
    const repeated = statuses.filter((status, index) => statuses.indexOf(status) !== index);
    expect(repeated).toEqual([]);
  });

  it('names codes in SCREAMING_SNAKE_CASE', () => {
    expect(CODES.filter((code) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code))).toEqual([]);
  });

  it('is exactly the union of its groups, with no code in two groups', () => {
    const grouped = ERROR_GROUPS.flatMap((group) => Object.keys(group.entries));
    expect(grouped.length).toBe(new Set(grouped).size);
    expect([...grouped].sort()).toEqual([...CODES].sort());
    for (const group of ERROR_GROUPS) {
      for (const [code, value] of Object.entries(group.entries))
        expect(ERROR_CATALOGUE[code as TErrorCode]).toBe(value);
    }
  });

  it('keeps the codes that server code already uses', () => {
    expect(
      EXISTING.filter(
        ([code, status, http]) => ERROR_CATALOGUE[code].status !== status || ERROR_CATALOGUE[code].http !== http,
      ),
    ).toEqual([]);
  });

  it.each(ERROR_GROUPS.map((group) => [group.id, group] as const))(
    'keeps group %s inside its spec range and no other',
    (id, group) => {
      expect(Object.keys(group.entries).length).toBeGreaterThan(0);
      for (const [code, { status }] of Object.entries(group.entries)) {
        const owners = Object.entries(SPEC_RANGES)
          .filter(([, range]) => range.test(String(status)))
          .map(([owner]) => owner);
        expect({ code, owners }).toEqual({ code, owners: [id] });
      }
    },
  );

  it.each(Object.entries(SPEC_MESSAGES))('has a %s code for every message its E- spec item lists', (id, codes) => {
    const group = ERROR_GROUPS.find((candidate) => candidate.id === id);
    expect(codes.filter((code) => !group || !(code in group.entries))).toEqual([]);
  });

  it('never uses the statuses the API client passes through as data (spec item C-reply-status)', () => {
    for (const status of [200, 60000001, 70000021, 700000121]) expect(codeForStatus(status)).toBeUndefined();
  });

  it('uses only HTTP statuses from the allowed set', () => {
    expect(CODES.filter((code) => !ALLOWED_HTTP.has(ERROR_CATALOGUE[code].http))).toEqual([]);
  });

  it('answers HTTP 0 exactly for the client-side outcomes with negative statuses', () => {
    const clientOnly = CODES.filter((code) => ERROR_CATALOGUE[code].http === 0);
    expect(clientOnly).toEqual(CODES.filter((code) => ERROR_CATALOGUE[code].status < 0));
    expect(clientOnly).toEqual(['DATA_REQUEST_ERROR', 'NETWORK_REQUEST_FAILED']);
  });

  it('keeps HTTP 504 for the gateway timeout alone (the client reads any 504 as one)', () => {
    expect(CODES.filter((code) => ERROR_CATALOGUE[code].http === 504)).toEqual(['GATEWAY_TIMEOUT']);
  });

  it('answers 401 only for session expiry and failed logins', () => {
    expect(CODES.filter((code) => ERROR_CATALOGUE[code].http === 401).sort()).toEqual([...LOGIN_OR_SESSION].sort());
  });

  it('answers 507 only for full storage', () => {
    expect(CODES.filter((code) => ERROR_CATALOGUE[code].http === 507)).toEqual(['STORAGE_FULL']);
  });

  it('answers 423 only for the locked account', () => {
    expect(CODES.filter((code) => ERROR_CATALOGUE[code].http === 423)).toEqual(['ACCOUNT_LOCKED']);
  });

  it.each(NAME_RULES)('gives codes named %s the HTTP status %j', (pattern, allowed) => {
    const named = CODES.filter((code) => pattern.test(code));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((code) => !allowed.includes(ERROR_CATALOGUE[code].http))).toEqual([]);
  });

  it('maps every status back to its code, and unknown statuses to nothing', () => {
    for (const code of CODES) expect(codeForStatus(ERROR_CATALOGUE[code].status)).toBe(code);
    expect(codeForStatus(12345678)).toBeUndefined();
  });

  it('types codes as the union of the literal keys', () => {
    expectTypeOf<'PLAN_NOT_FOUND'>().toExtend<TErrorCode>();
    expectTypeOf<'REMOTE_AUTH_TIMEOUT'>().toExtend<TErrorCode>();
    expectTypeOf<'NO_SUCH_CODE'>().not.toExtend<TErrorCode>();
    expectTypeOf<string>().not.toExtend<TErrorCode>();
  });
});
