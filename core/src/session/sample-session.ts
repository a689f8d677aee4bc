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
    enterpriseAuthInfo: {
      enterpriseName: '示例科技有限公司',
      certificateNumber: '91350100M000100Y43',
      authStatus: 'AUTHING',
    },
    personalAuthInfo: { name: '张三', idNumber: '11010519491231002X', authStatus: 'AUTH' },
    bankAuthInfo: { bankCardNumber: '6222020000000000000', reservedMobile: '13800000000' },
    userExtensionInfo: { email: 'zhangsan@example.com', passwordUnsafe: false, extra: 1 },
    menuList: [{ id: 'm1', name: '文件管理', path: '/contract/fileManage', children: [{ id: 'm2', name: '草稿箱' }] }],
    permissions: ['contract:view', 'contract:sign'],
    buttonPermissions: ['btn:revoke'],
    routerList: ['/home', '/contract/fileManage'],
    routePower: ['/hrcontract/startHRContract', '/entcontract/startEntContract', '/hrContract/previewContract'],
    sceneType: 'LABOUR',
    accountIndex: '1',
    contractIndex: 'draft',
    companyIndex: '0',
    templateIndex: '2',
    ukeySignList: [{ planId: 'plan-1', fileId: 'file-1' }],
    tableColumns: { fileManage: [{ key: 'taskName', visible: true, width: 200 }] },
    expiredNotice: true,
    refreshMarker: false,
    verificationMobile: '13800000000',
    language: 'en',
  };
}
