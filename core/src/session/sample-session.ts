// A complete, well-formed session for tests of the session store and the navigation guard.
// Not exported from the package index: it is test data, kept in one place.
import type { TAccount } from '../model/auth';
import type { TSessionParts } from './session-parts';

export function sampleSession(account: Partial<TAccount> = {}): TSessionParts {
  const activeAccount: TAccount = {
    accountId: 'acc-1',
    accountType: 'PERSONAL',
    name: '张三',
    authStatus: 'AUTH',
    enterpriseId: null,
    ...account,
  };
  return {
    loginUser: { access_token: 'access-1', refresh_token: 'refresh-1', token_type: 'bearer', expires_in: 7200 },
    activeUser: {
      userId: 'user-1',
      username: 'zhangsan',
      name: '张三',
      mobile: '13800000000',
      userOwnerType: 'OUTSIDE',
      activeAccount,
      accounts: [activeAccount],
      permissions: ['contract:view', 'contract:sign'],
    },
    userOwnerType: 'OUTSIDE',
    userExtensionInfo: { email: 'zhangsan@example.com', passwordUnsafe: false, extra: 1 },
    menuList: [{ id: 'm1', name: '文件管理', path: '/contract/fileManage', children: [{ id: 'm2', name: '草稿箱' }] }],
    permissions: ['contract:view', 'contract:sign'],
    buttonPermissions: ['btn:revoke'],
    routePower: ['/hrcontract/startHRContract', '/entcontract/startEntContract', '/hrContract/previewContract'],
    tableColumns: { fileManage: [{ key: 'taskName', visible: true, width: 200 }] },
    language: 'en',
  };
}
