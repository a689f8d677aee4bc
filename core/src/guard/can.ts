// Whether a cached permission list holds a permission — the one check the server, the portal's
// buttons and the guard share (spec item P-permission-list: one helper answers whether a named permission is in the list).
import type { TPermission } from './permissions';

export function can(permissions: readonly string[] | null | undefined, permission: TPermission): boolean {
  return Array.isArray(permissions) && permissions.includes(permission);
}
