// A provider call inside a person attempt that failed without a verdict: the attempt ends FAILED
// with the provider's catalogue code recorded, the account returns to where it was, and the caller
// rethrows the error — so no attempt is left half-way waiting for a provider that never answered.
// A check the provider does not offer (IDENTITY_CHECK_UNSUPPORTED) leaves the attempt open: the
// person picks another check.
import type { AppContext } from '../../context';
import { isProviderFailure } from '../identity/provider-failure-codes';
import { closePersonAttempt } from './close-person-attempt';
import type { PersonAttempt } from './open-person-attempt';

export async function endPersonAttemptOnProviderFailure(
  context: AppContext,
  attempt: PersonAttempt,
  error: unknown,
): Promise<void> {
  if (!isProviderFailure(error)) return;
  await closePersonAttempt(context, attempt, { status: 'FAILED', failureCode: error.code });
}
