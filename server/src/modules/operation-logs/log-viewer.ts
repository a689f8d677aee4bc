// Who may read the operation log, and which part. Platform staff (platform:config) read every
// enterprise's rows. An enterprise administrator (member:manage) reads his own enterprise's rows
// only — who in his company did what is his business, other companies' is not — and asking for
// another enterprise is refused rather than silently narrowed. Everyone else gets 403.
import { AppError } from '@ecsign/core/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../auth/authenticate';
import { accountPermissions, loadAccountForPermissions } from '../roles/account-permissions';

export type TLogScope = { kind: 'ALL' } | { kind: 'ENTERPRISE'; enterpriseId: string };

export async function logViewer(
  context: AppContext,
  request: FastifyRequest,
  requested: { enterpriseId?: string | undefined },
): Promise<TLogScope> {
  const auth = await authenticate(context, request);
  const account = await loadAccountForPermissions(context.database.db, auth.accountId);
  if (!account || account.userId !== auth.userId) throw new AppError('SESSION_EXPIRED');
  const permissions = await accountPermissions(context.database.db, account);
  if (permissions.includes('platform:config')) {
    return requested.enterpriseId ? { kind: 'ENTERPRISE', enterpriseId: requested.enterpriseId } : { kind: 'ALL' };
  }
  if (permissions.includes('member:manage') && account.accountType === 'ENTERPRISE' && account.enterpriseId) {
    if (requested.enterpriseId && requested.enterpriseId !== account.enterpriseId) {
      throw new AppError('NO_PERMISSION', { internal: 'operation log of another enterprise' });
    }
    return { kind: 'ENTERPRISE', enterpriseId: account.enterpriseId };
  }
  throw new AppError('NO_PERMISSION', { internal: 'operation log needs platform:config or member:manage' });
}
