// POST cb/assemble/auth/person/complete: runs the chosen two-element or bank four-element check.
// A match verifies the person; a mismatch ends the attempt with the catalogue's "ID number and name
// mismatch" (or the bank's mismatch); a provider that needs a document moves to WAIT_MATERIAL.
import { AppError } from '@ecsign/core/errors';
import type { TPersonAuthState } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { identityServicesOf } from '../identity/identity-services';
import { closePersonAttempt } from './close-person-attempt';
import { endPersonAttemptOnProviderFailure } from './end-person-attempt-on-provider-failure';
import { openPersonAttempt } from './open-person-attempt';
import { readPersonAuthState } from './read-person-auth-state';

export async function completePersonAuth(
  context: AppContext,
  userId: string,
  input: { verificationId: string; bankCardNumber?: string | undefined; mobile?: string | undefined },
): Promise<TPersonAuthState> {
  const attempt = await openPersonAttempt(context, userId, input.verificationId);
  if (attempt.method !== 'TWO_ELEMENT' && attempt.method !== 'BANK_FOUR') {
    throw new AppError('AUTH_STATUS_CONFLICT', { internal: `complete with method ${attempt.method}` });
  }
  const { provider } = identityServicesOf(context);
  const person = { name: attempt.name, idNumber: attempt.idNumber };
  if (attempt.method === 'BANK_FOUR') {
    if (!input.bankCardNumber || !input.mobile) {
      throw new AppError('BAD_REQUEST', {
        internal: 'bank four-element check without card or mobile',
        details: [
          ...(input.bankCardNumber ? [] : [{ path: 'bankCardNumber', message: 'REQUIRED' }]),
          ...(input.mobile ? [] : [{ path: 'mobile', message: 'REQUIRED' }]),
        ],
      });
    }
  }
  const { bankCardNumber, mobile } = input;
  const outcome = await (
    attempt.method === 'BANK_FOUR' && bankCardNumber && mobile
      ? provider.checkBankFourElements({ ...person, bankCardNumber, mobile })
      : provider.checkPersonTwoElements(person)
  ).catch(async (error: unknown) => {
    await endPersonAttemptOnProviderFailure(context, attempt, error);
    throw error;
  });
  if (outcome === 'MATCH') await closePersonAttempt(context, attempt, { status: 'PASSED' });
  else if (outcome === 'NEEDS_MATERIAL') await closePersonAttempt(context, attempt, { status: 'WAIT_MATERIAL' });
  else {
    const code = outcome === 'BANK_MISMATCH' ? 'BANK_INFO_MISMATCH' : 'ID_NAME_MISMATCH';
    await closePersonAttempt(context, attempt, { status: 'FAILED', failureCode: code });
    throw new AppError(code);
  }
  return readPersonAuthState(context, userId);
}
