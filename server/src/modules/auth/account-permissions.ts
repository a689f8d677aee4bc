// The permissions of an account's role. Roles and their permissions are data in core/guard, so
// the server and the portal (which hides buttons) agree.
import { permissionsForRole, ZRole } from '@ecsign/core/guard';

export function accountPermissions(role: string): string[] {
  const parsed = ZRole.safeParse(role);
  return parsed.success ? [...permissionsForRole(parsed.data)] : [];
}
