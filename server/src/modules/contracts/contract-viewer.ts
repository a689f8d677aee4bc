// Who is calling, as the contract module sees it: the active account, the person behind it, and
// the inbox key its lists and rights hang on — U:<userId> for a personal account, E:<enterpriseId>
// for an enterprise account (every account of an enterprise sees what the enterprise signs).
import { AppError } from '@ecsign/core/errors';
import type { TPermission } from '@ecsign/core/guard';
import type { AppContext } from '../../context';
import type { AuthContext } from '../auth/authenticate';
import { accountPermissions, loadAccountForPermissions } from '../roles/account-permissions';

export interface ContractViewer {
  accountId: string;
  userId: string;
  accountType: 'PERSONAL' | 'ENTERPRISE';
  enterpriseId: string | null;
  partyKey: string;
  permissions: TPermission[];
  name: string;
  mobile: string | null;
  enterpriseName: string | null;
  departmentId: string | null;
}

export const personKey = (userId: string) => `U:${userId}`;
export const enterpriseKey = (enterpriseId: string) => `E:${enterpriseId}`;

export async function contractViewer(context: AppContext, auth: AuthContext): Promise<ContractViewer> {
  const { db } = context.database;
  const account = await loadAccountForPermissions(db, auth.accountId);
  if (!account || account.userId !== auth.userId) throw new AppError('SESSION_EXPIRED', { internal: 'account gone' });
  const permissions = await accountPermissions(db, account);
  const [person] = await context.database.query<{
    name: string;
    mobile: string | null;
    enterprise_name: string | null;
    department_id: string | null;
  }>(
    `SELECT u.name, u.mobile, e.name AS enterprise_name, m.department_id
       FROM users u
       LEFT JOIN enterprises e ON e.id = $2
       LEFT JOIN enterprise_members m ON m.account_id = $3
      WHERE u.id = $1`,
    [auth.userId, account.enterpriseId, auth.accountId],
  );
  const enterpriseId = account.accountType === 'ENTERPRISE' ? account.enterpriseId : null;
  return {
    accountId: auth.accountId,
    userId: auth.userId,
    accountType: account.accountType,
    enterpriseId,
    partyKey: enterpriseId ? enterpriseKey(enterpriseId) : personKey(auth.userId),
    permissions,
    name: person?.name ?? '',
    mobile: person?.mobile ?? null,
    enterpriseName: enterpriseId ? (person?.enterprise_name ?? null) : null,
    departmentId: person?.department_id ?? null,
  };
}
