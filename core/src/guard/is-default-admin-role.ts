// Default administrator roles are fixed: no delete, disable or change of role (spec items P-default-admin-roles, E-750xxxxx).
import { DEFAULT_ADMIN_ROLES } from './permissions';

export function isDefaultAdminRole(role: string): boolean {
  return (DEFAULT_ADMIN_ROLES as readonly string[]).includes(role);
}
