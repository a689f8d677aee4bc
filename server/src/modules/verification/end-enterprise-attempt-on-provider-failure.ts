// The enterprise twin of end-person-attempt-on-provider-failure.ts: a provider failure without a
// verdict ends the attempt FAILED with the code recorded; an unsupported check leaves it open.
import type { AppContext } from '../../context';
import { isProviderFailure } from '../identity/provider-failure-codes';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import type { EnterpriseAttempt } from './open-enterprise-attempt';

export async function endEnterpriseAttemptOnProviderFailure(
  context: AppContext,
  attempt: EnterpriseAttempt,
  error: unknown,
): Promise<void> {
  if (!isProviderFailure(error)) return;
  await closeEnterpriseAttempt(context, attempt, { status: 'FAILED', failureCode: error.code });
}
