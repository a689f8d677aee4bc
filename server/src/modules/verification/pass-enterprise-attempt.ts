// Verifies an enterprise attempt; when another applicant registered the same enterprise first,
// the attempt ends FAILED and the caller hears "enterprise already registered".
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import type { EnterpriseAttempt } from './open-enterprise-attempt';

export async function passEnterpriseAttempt(
  context: AppContext,
  attempt: EnterpriseAttempt,
): Promise<{ enterpriseId: string | null }> {
  try {
    return await closeEnterpriseAttempt(context, attempt, { status: 'PASSED' });
  } catch (error) {
    if (
      error instanceof AppError &&
      ['ENTERPRISE_ALREADY_REGISTERED', 'ENTERPRISE_REAUTH_CONTINUE'].includes(error.code)
    ) {
      await closeEnterpriseAttempt(context, attempt, { status: 'FAILED', failureCode: error.code });
    }
    throw error;
  }
}
