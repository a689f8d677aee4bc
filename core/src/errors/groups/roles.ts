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
} as const satisfies Record<string, CatalogueEntry>;
