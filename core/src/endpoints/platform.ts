// Platform options (spec items C-user-menus, C-interface-settings, C-watermark): the active
// account's menus, the interface and watermark settings (open: the login page shows the system
// name before anyone logs in), and the base-service configuration of one business type.
import {
  ZBaseServiceConfigList,
  ZBusinessTypeQuery,
  ZInterfaceSettings,
  ZUserMenusReply,
  ZWatermarkSettingList,
} from '../model/platform';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

export const platform = {
  userMenus: endpoint({
    method: 'GET',
    path: '/cb/assemble/usercenter/userRegister/userMenus',
    summary: "The active account's menu tree, named in the request's language",
    access: access.signedIn(),
    input: {},
    reply: ZUserMenusReply,
    errors: [],
  }),
  interfaceSettings: endpoint({
    method: 'GET',
    path: '/bc/assemble/interfacesetting/list',
    summary: 'The interface settings (system name, login options), shown before login',
    access: access.open(),
    input: {},
    reply: ZInterfaceSettings,
    errors: [],
  }),
  watermarkSettings: endpoint({
    method: 'GET',
    path: '/bc/assemble/watermarkbanscreenshots/list',
    summary: 'The watermark and screenshot settings, applied before login',
    access: access.open(),
    input: {},
    reply: ZWatermarkSettingList,
    errors: [],
  }),
  baseServiceConfigs: endpoint({
    method: 'GET',
    path: '/baseservice/config/getlistByteBusinessTypes',
    summary: 'The base-service configuration entries of one business type (none for an unknown type)',
    access: access.signedIn(),
    input: { query: ZBusinessTypeQuery },
    reply: ZBaseServiceConfigList,
    errors: [],
  }),
} as const;
