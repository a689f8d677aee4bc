// The session's active account must hold `permission` (core/guard ROLE_PERMISSIONS through
// roles/account-permissions): anonymous callers get 70000401, others without it 70000403.
import { AppError } from '@ecsign/core/errors';
import type { TPermission } from '@ecsign/core/guard';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, type AuthContext } from '../auth/authenticate';
import { activePermissions } from '../platform/active-permissions';

export async function requirePermission(
  context: AppContext,
  request: FastifyRequest,
  permission: TPermission,
): Promise<AuthContext> {
  const auth = await authenticate(context, request);
  const permissions = await activePermissions(context, auth);
  if (!permissions.includes(permission)) throw new AppError('NO_PERMISSION', { internal: `lacks ${permission}` });
  return auth;
}
