// The permissions of a role, or of several (their union, in the catalogue's order).
import { PERMISSIONS, ROLE_PERMISSIONS, type TPermission, type TRole } from './permissions';

// One role's list is asked on every request (the caller's permissions): worked out once per role.
const byRole = new Map<TRole, readonly TPermission[]>();

export function permissionsForRole(role: TRole | readonly TRole[]): TPermission[] {
  if (typeof role === 'string') {
    let permissions = byRole.get(role);
    if (!permissions) byRole.set(role, (permissions = unionInCatalogueOrder([role])));
    return [...permissions];
  }
  return unionInCatalogueOrder(role);
}

function unionInCatalogueOrder(roles: readonly TRole[]): TPermission[] {
  const granted = new Set<TPermission>(roles.flatMap((r) => ROLE_PERMISSIONS[r] ?? []));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}
