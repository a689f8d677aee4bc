// The permissions of an account, from its role and its user's type. Internal platform staff (user
// type INSIDE) hold the INSIDE_STAFF role's permissions whatever role their account names, and only
// they hold them: an external user never acts with staff rights, nor a staff member with an
// external role's. An unknown role grants nothing.
import { ZRole, type TPermission } from './permissions';
import { permissionsForRole } from './permissions-for-role';

export function permissionsForAccount(account: { role: string; userOwnerType: 'INSIDE' | 'OUTSIDE' }): TPermission[] {
  if (account.userOwnerType === 'INSIDE') return permissionsForRole('INSIDE_STAFF');
  const role = ZRole.safeParse(account.role);
  return role.success && role.data !== 'INSIDE_STAFF' ? permissionsForRole(role.data) : [];
}
