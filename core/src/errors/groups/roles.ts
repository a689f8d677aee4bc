// Roles 607xxxxx: role management beyond what the admin centre group covers.
import { entry, type CatalogueEntry } from '../entry';

export const ROLE_ERRORS = {
  ROLE_NOT_FOUND: entry(60700001, 404, '角色不存在', 'The role does not exist', '角色不存在'),
  ROLE_DISABLED: entry(60700002, 409, '角色已停用', 'The role is disabled', '角色已停用'),
  ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES: entry(
    60700003,
    403,
    '只有超级管理员可以操作角色',
    'Only a super administrator can manage roles',
    '只有超級管理員可以操作角色',
  ),
  DEFAULT_ROLE_CANNOT_BE_DISABLED: entry(
    60700004,
    409,
    '默认角色不能停用',
    'A default role cannot be disabled',
    '預設角色不能停用',
  ),
  DEFAULT_ROLE_CANNOT_BE_CHANGED: entry(
    60705001,
    409,
    '默认角色的名称和权限不能修改',
    'The name and permissions of a default role cannot be changed',
    '預設角色的名稱和權限不能修改',
  ),
  ROLE_PERMISSION_NOT_ASSIGNABLE: entry(
    60705002,
    400,
    '该权限只属于默认管理员角色，不能分配给自定义角色',
    'This permission belongs to the default administrator roles and cannot be given to a custom role',
    '此權限只屬於預設管理員角色，不能分配給自訂角色',
  ),
  ONLY_SUPER_ADMIN_MAY_TRANSFER_ADMIN: entry(
    60705003,
    403,
    '只有超级管理员可以移交管理员',
    'Only the super administrator can transfer the administration',
    '只有超級管理員可以移交管理員',
  ),
} as const satisfies Record<string, CatalogueEntry>;
