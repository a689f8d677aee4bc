// POST cb/assemble/auth/enterprise/cancel: the applicant gives up an attempt; a re-verified
// enterprise returns to WAIT_REAUTH.
import type { TEnterpriseAuthState } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import { openEnterpriseAttempt } from './open-enterprise-attempt';
import { readEnterpriseAuth } from './read-enterprise-auths';

export async function cancelEnterpriseAuth(
  context: AppContext,
  userId: string,
  verificationId: string,
): Promise<TEnterpriseAuthState> {
  const attempt = await openEnterpriseAttempt(context, userId, verificationId, ['OPEN', 'WAIT_MATERIAL']);
  await closeEnterpriseAttempt(context, attempt, { status: 'CANCELLED' });
  return readEnterpriseAuth(context, userId, attempt.id);
}
