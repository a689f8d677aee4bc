// POST cb/assemble/auth/person/method: picks the check. FACE starts the provider's face check at
// once and answers the URL the person follows; its result comes back through /authBackPage.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TPersonAuthMethod, TPersonAuthState } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { faceChecks, personVerifications } from '../../db/schema';
import { FACE_RESULT_TTL_MS } from '../identity/create-sandbox-identity-provider';
import { identityServicesOf } from '../identity/identity-services';
import { closePersonAttempt } from './close-person-attempt';
import { endPersonAttemptOnProviderFailure } from './end-person-attempt-on-provider-failure';
import { openPersonAttempt } from './open-person-attempt';
import { readPersonAuthState } from './read-person-auth-state';

/** The portal page a face check returns to (spec item R-auth-back-page). */
export const AUTH_BACK_PATH = '/authBackPage';

export async function choosePersonMethod(
  context: AppContext,
  userId: string,
  input: { verificationId: string; method: TPersonAuthMethod },
): Promise<TPersonAuthState> {
  const attempt = await openPersonAttempt(context, userId, input.verificationId);
  const { db } = context.database;
  if (input.method !== 'FACE') {
    await db
      .update(personVerifications)
      .set({ method: input.method, updatedAt: context.now() })
      .where(eq(personVerifications.id, attempt.id));
    return readPersonAuthState(context, userId);
  }
  const ticket = randomUUID();
  const started = await identityServicesOf(context)
    .provider.startFaceCheck({
      ticket,
      person: { name: attempt.name, idNumber: attempt.idNumber },
      returnPath: AUTH_BACK_PATH,
    })
    .catch(async (error: unknown) => {
      await endPersonAttemptOnProviderFailure(context, attempt, error);
      throw error;
    });
  if (started.outcome === 'MISMATCH') {
    await closePersonAttempt(
      context,
      { ...attempt, method: 'FACE' },
      { status: 'FAILED', failureCode: 'ID_NAME_MISMATCH' },
    );
    throw new AppError('ID_NAME_MISMATCH');
  }
  const now = context.now();
  await db.transaction(async (tx) => {
    await tx
      .update(personVerifications)
      .set({ method: 'FACE', updatedAt: now })
      .where(eq(personVerifications.id, attempt.id));
    await tx.insert(faceChecks).values({
      ticket,
      subjectType: 'PERSON',
      verificationId: attempt.id,
      redirectUrl: started.redirectUrl,
      providerReference: started.providerReference ?? null,
      expiresAt: new Date(now.getTime() + FACE_RESULT_TTL_MS),
      createdAt: now,
    });
  });
  return readPersonAuthState(context, userId);
}
