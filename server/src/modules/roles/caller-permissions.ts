// What the caller of a request may do, from the row auth/resolve-caller.ts already read (account,
// membership and custom role joined to the session): no further round trip. The same rules as
// accountPermissions, which reads those facts itself for an account known only by id.
import type { TPermission } from '@ecsign/core/guard';
import type { CallerRow } from '../auth/resolve-caller';
import { accountPermissionsFrom } from './account-permissions';

export function callerPermissions(row: Omit<CallerRow, 'session_id' | 'access_expires_at'>): TPermission[] {
  const account = {
    role: row.role,
    accountType: row.account_type,
    enterpriseId: row.enterprise_id,
    userOwnerType: row.user_owner_type,
    memberStatus: row.member_status,
  };
  const custom =
    row.custom_status === null ? undefined : { permissions: row.custom_permissions ?? [], status: row.custom_status };
  return accountPermissionsFrom(account, custom);
}
