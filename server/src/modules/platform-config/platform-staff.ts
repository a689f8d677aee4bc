// Platform configuration calls are for platform staff holding platform:config (user type INSIDE);
// an enterprise or personal account gets 403 and no data.
import { AppError } from '@ecsign/core/errors';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, type AuthContext } from '../auth/authenticate';
import { activePermissions } from '../platform/active-permissions';

/** The staff member's session (menu management records who changed what). */
export async function requirePlatformStaff(context: AppContext, request: FastifyRequest): Promise<AuthContext> {
  const auth = await authenticate(context, request);
  if (!(await activePermissions(context, auth)).includes('platform:config')) {
    throw new AppError('NO_PERMISSION', { internal: 'lacks platform:config' });
  }
  return auth;
}
