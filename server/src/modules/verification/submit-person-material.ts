// POST cb/assemble/auth/person/material: the ID card photo a WAIT_MATERIAL attempt asked for. An
// unreadable photo keeps the attempt waiting ("ID recognition failed"); a photo of someone else
// ends it; the expected card verifies the person.
import { AppError } from '@ecsign/core/errors';
import type { TPersonAuthState } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { decodeImage } from '../identity/decode-image';
import { identityServicesOf } from '../identity/identity-services';
import { closePersonAttempt } from './close-person-attempt';
import { endPersonAttemptOnProviderFailure } from './end-person-attempt-on-provider-failure';
import { openPersonAttempt } from './open-person-attempt';
import { readPersonAuthState } from './read-person-auth-state';

export async function submitPersonMaterial(
  context: AppContext,
  userId: string,
  input: { verificationId: string; image: string },
): Promise<TPersonAuthState> {
  const attempt = await openPersonAttempt(context, userId, input.verificationId, ['WAIT_MATERIAL']);
  const image = decodeImage(input.image);
  if (!image) throw new AppError('ID_RECOGNITION_FAILED', { internal: 'not a PNG or JPEG' });
  const outcome = await identityServicesOf(context)
    .provider.recognizeIdCard({
      image,
      expected: { name: attempt.name, idNumber: attempt.idNumber },
    })
    .catch(async (error: unknown) => {
      await endPersonAttemptOnProviderFailure(context, attempt, error);
      throw error;
    });
  if (outcome === 'UNREADABLE') throw new AppError('ID_RECOGNITION_FAILED');
  if (outcome === 'MISMATCH') {
    await closePersonAttempt(context, attempt, { status: 'FAILED', failureCode: 'ID_NAME_MISMATCH' });
    throw new AppError('ID_NAME_MISMATCH');
  }
  await closePersonAttempt(context, attempt, { status: 'PASSED' });
  return readPersonAuthState(context, userId);
}
