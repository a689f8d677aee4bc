import { describe, expect, it } from 'vitest';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import { isReachable } from './is-reachable';

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
    // A route of the table whose screen is not built yet, and a path that is no route.
    expect(isReachable('/hrContract/previewContract', verified)).toBe(false);
    expect(isReachable('/nowhere', verified)).toBe(false);
    // The guard turns visitors and unverified accounts away.
    expect(isReachable('/account/index', {})).toBe(false);
    expect(
      isReachable('/account/index', session({ ...USER, activeAccount: { ...ACCOUNT, authStatus: 'UNAUTH' } })),
    ).toBe(false);
    expect(isReachable('/register', {})).toBe(true);
  });
});
