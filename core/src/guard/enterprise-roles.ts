// The built-in roles of every enterprise, their names in the three languages, and the permissions a
// super administrator may put into a custom role. Administration itself (members, roles,
// re-verification) stays with the default administrator roles.
import type { TLocalizedText } from '../i18n/language';
import { ROLE_PERMISSIONS, type TPermission, type TRole } from './permissions';

export const ENTERPRISE_ROLES = ['SUPER_ADMIN', 'ADMIN', 'HR', 'MEMBER'] as const satisfies readonly TRole[];
export type TEnterpriseRole = (typeof ENTERPRISE_ROLES)[number];

export const ENTERPRISE_ROLE_LABELS = {
  SUPER_ADMIN: { zh: '超级管理员', en: 'Super administrator', 'zh-TW': '超級管理員' },
  ADMIN: { zh: '管理员', en: 'Administrator', 'zh-TW': '管理員' },
  HR: { zh: '人事专员', en: 'HR staff', 'zh-TW': '人事專員' },
  MEMBER: { zh: '普通成员', en: 'Member', 'zh-TW': '一般成員' },
} as const satisfies Record<TEnterpriseRole, TLocalizedText>;

const ADMINISTRATION: readonly TPermission[] = ['member:manage', 'role:manage', 'enterprise:reauth'];

/** What a custom role may hold: the administrator's rights without administration itself. */
export const CUSTOM_ROLE_PERMISSIONS: readonly TPermission[] = ROLE_PERMISSIONS.ADMIN.filter(
  (permission) => !ADMINISTRATION.includes(permission),
);

export function isEnterpriseRole(role: string): role is TEnterpriseRole {
  return (ENTERPRISE_ROLES as readonly string[]).includes(role);
}
