import { describe, expect, it } from 'vitest';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import { routePowerFor } from '@ecsign/core/guard';
import { isReachable } from './is-reachable';
import { SCREENS } from './screens';

const ACCOUNT = {
  accountId: 'a',
  accountType: 'PERSONAL',
  name: '李四',
  authStatus: 'AUTH',
  enterpriseId: null,
} as const;
const USER: TLoggedUserInfo = {
  userId: 'u',
  username: 'lisi',
  name: '李四',
  mobile: null,
  userOwnerType: 'OUTSIDE',
  activeAccount: ACCOUNT,
  accounts: [ACCOUNT],
  permissions: [],
};
const session = (user: TLoggedUserInfo) => ({ loginUser: { access_token: 't' }, activeUser: user });

describe('isReachable', () => {
  it('needs a built screen and the guard to let the session in', () => {
    const verified = session(USER);
    expect(isReachable('/account/index', verified)).toBe(true);
    expect(isReachable('/home', verified)).toBe(true);
    // A route of the table whose screen is not built (every route's screen is built today, so a
    // table with one left out stands in), and a path that is no route.
    const { fileManage: _unbuilt, ...withoutFileManage } = SCREENS;
    expect(isReachable('/contract/fileManage', verified)).toBe(true);
    expect(isReachable('/contract/fileManage', verified, withoutFileManage)).toBe(false);
    expect(isReachable('/nowhere', verified)).toBe(false);
    // The guard turns visitors and unverified accounts away.
    expect(isReachable('/account/index', {})).toBe(false);
    expect(
      isReachable('/account/index', session({ ...USER, activeAccount: { ...ACCOUNT, authStatus: 'UNAUTH' } })),
    ).toBe(false);
    expect(isReachable('/register', {})).toBe(true);
  });

  it('opens the HR contract preview only with its route power (hr:batch)', () => {
    const hr = session({ ...USER, permissions: ['hr:batch'] });
    expect(isReachable('/hrContract/previewContract', { ...hr, routePower: routePowerFor(['hr:batch']) })).toBe(true);
    expect(isReachable('/hrContract/previewContract', { ...hr, routePower: [] })).toBe(false);
    expect(
      isReachable('/hrContract/previewContract', { ...hr, routePower: routePowerFor(['contract:initiate']) }),
    ).toBe(false);
  });
});
