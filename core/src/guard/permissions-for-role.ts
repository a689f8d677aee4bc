// The permissions of a role, or of several (their union, in the catalogue's order).
import { PERMISSIONS, ROLE_PERMISSIONS, type TPermission, type TRole } from './permissions';

export function permissionsForRole(role: TRole | readonly TRole[]): TPermission[] {
  const roles: readonly TRole[] = typeof role === 'string' ? [role] : role;
  const granted = new Set<TPermission>(roles.flatMap((r) => ROLE_PERMISSIONS[r] ?? []));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}
