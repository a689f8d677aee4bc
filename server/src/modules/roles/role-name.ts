// A role's name as people read it: the built-in roles' names in the asked language, a custom
// role's own name.
import type { TLanguage } from '@ecsign/core/i18n';
import { ENTERPRISE_ROLE_LABELS, isEnterpriseRole } from '@ecsign/core/guard';

export function roleName(role: string, customName: string | null | undefined, language: TLanguage): string {
  if (isEnterpriseRole(role)) return ENTERPRISE_ROLE_LABELS[role][language];
  return customName ?? role;
}
