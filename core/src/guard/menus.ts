// The portal's menu tree as data (cb/assemble/usercenter/userRegister/userMenus). Each leaf opens a
// shell route of ROUTES and names the permission (or any of several) that shows it; a leaf with no
// permission is shown to every logged-in user. Groups have no path and show when a child shows.
// The server answers the menus with `menusFor`, the portal renders the reply.
import type { TLocalizedText } from '../i18n/language';
import type { TPermission } from './permissions';

export interface MenuNode {
  id: string;
  /** Groups carry their own title; leaves take the title of their route (ROUTE_TITLES). */
  title?: TLocalizedText;
  /** A shell route of ROUTES; absent for groups. */
  path?: string;
  icon: string;
  /** Shown when the permission list holds any of these; absent = every logged-in user. */
  anyOf?: readonly TPermission[];
  children?: readonly MenuNode[];
  /** Hidden by platform staff (menu management): left out of every account's menus. */
  hidden?: boolean;
}

export const MENU_TREE: readonly MenuNode[] = Object.freeze([
  { id: 'home', path: '/home', icon: 'home' },
  {
    id: 'contracts',
    title: { zh: '合同管理', en: 'Contracts', 'zh-TW': '合同管理' },
    icon: 'file-text',
    children: [
      {
        id: 'startEntContract',
        path: '/entcontract/startEntContract',
        icon: 'file-plus',
        anyOf: ['contract:initiate'],
      },
      { id: 'startHRContract', path: '/hrcontract/startHRContract', icon: 'users-plus', anyOf: ['hr:batch'] },
      { id: 'fileManage', path: '/contract/fileManage', icon: 'folders', anyOf: ['contract:view'] },
    ],
  },
  { id: 'contact', path: '/contact', icon: 'address-book', anyOf: ['contact:manage'] },
  {
    id: 'enterprise',
    title: { zh: '企业中心', en: 'Enterprise', 'zh-TW': '企業中心' },
    icon: 'building',
    children: [
      { id: 'companyControl', path: '/company/control', icon: 'sitemap', anyOf: ['member:manage'] },
      {
        id: 'authCompany',
        path: '/auth/company',
        icon: 'certificate',
        anyOf: ['enterprise:register', 'enterprise:reauth'],
      },
      {
        id: 'accountEnt',
        path: '/account/ent',
        icon: 'building-community',
        anyOf: ['enterprise:join', 'member:manage'],
      },
    ],
  },
  {
    id: 'account',
    title: { zh: '账号设置', en: 'Account', 'zh-TW': '帳號設定' },
    icon: 'user',
    children: [
      { id: 'accountIndex', path: '/account/index', icon: 'user-circle' },
      { id: 'mySignature', path: '/account/mySignature', icon: 'signature', anyOf: ['signature:manage'] },
    ],
  },
  {
    id: 'templateCentre',
    title: { zh: '模板中心', en: 'Templates', 'zh-TW': '範本中心' },
    icon: 'template',
    children: [
      { id: 'templateList', path: '/template/list', icon: 'file-description', anyOf: ['template:manage'] },
      { id: 'sceneList', path: '/scene/list', icon: 'category', anyOf: ['template:manage'] },
      { id: 'processList', path: '/process/list', icon: 'route', anyOf: ['template:manage'] },
    ],
  },
  { id: 'platformConfig', path: '/platform/config', icon: 'adjustments', anyOf: ['platform:config'] },
  // Platform staff read every enterprise's log; an enterprise administrator his own enterprise's.
  { id: 'operationLogs', path: '/platform/logs', icon: 'history', anyOf: ['platform:config', 'member:manage'] },
  { id: 'menuSettings', path: '/platform/menus', icon: 'menu-2', anyOf: ['platform:config'] },
  // Staff review the documents of manual real-name verification (IDENTITY_PROVIDER=manual).
  { id: 'identityReviews', path: '/platform/identityReviews', icon: 'id-badge', anyOf: ['identity:review'] },
  { id: 'notice', path: '/notice/index', icon: 'bell', anyOf: ['notice:view', 'notice:publish'] },
  { id: 'fileValid', path: '/file/valid', icon: 'shield-check' },
  { id: 'help', path: '/help/index', icon: 'help' },
] satisfies readonly MenuNode[]);
