import { describe, expect, it } from 'vitest';
import { parseSessionSnapshot } from './parse-session-snapshot';
import { sampleSession } from './sample-session';

describe('parseSessionSnapshot', () => {
  it.each([null, undefined, 'garbage', 42, true, [], [sampleSession()]])('reads %j as an empty session', (value) => {
    expect(parseSessionSnapshot(value)).toEqual({});
  });

  it('keeps a whole well-formed session', () => {
    expect(parseSessionSnapshot(sampleSession())).toEqual(sampleSession());
  });

  it('drops malformed parts and unknown keys, keeps the rest', () => {
    const snapshot = parseSessionSnapshot({
      loginUser: { access_token: 42 },
      activeUser: { ...sampleSession().activeUser, activeAccount: { authStatus: 'AUTH' } },
      routePower: ['/hrcontract/startHRContract'],
      somethingElse: 'x',
    });
    expect(snapshot).toEqual({ routePower: ['/hrcontract/startHRContract'] });
  });
});
