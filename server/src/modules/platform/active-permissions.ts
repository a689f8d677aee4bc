// The permissions the active account of a session holds (roles/account-permissions.ts).
import { AppError } from '@ecsign/core/errors';
import type { TPermission } from '@ecsign/core/guard';
import type { AppContext } from '../../context';
import { accountPermissions, loadAccountForPermissions } from '../roles/account-permissions';

export async function activePermissions(
  context: AppContext,
  session: { userId: string; accountId: string },
): Promise<TPermission[]> {
  const account = await loadAccountForPermissions(context.database.db, session.accountId);
  if (!account || account.userId !== session.userId) {
    throw new AppError('SESSION_EXPIRED', { internal: 'active account vanished' });
  }
  return accountPermissions(context.database.db, account);
}
