// The caller's open person attempt by id, with the ID number unsealed for the next provider call.
// Someone else's attempt, or one that has ended, is AUTH_RECORD_NOT_FOUND alike.
import { AppError } from '@ecsign/core/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { personVerifications } from '../../db/schema';
import { identitySecret } from '../identity/identity-secret';
import { unsealText } from '../identity/seal-text';

export type PersonAttempt = typeof personVerifications.$inferSelect & { idNumber: string };

export async function openPersonAttempt(
  context: AppContext,
  userId: string,
  verificationId: string,
  statuses: readonly ('OPEN' | 'WAIT_MATERIAL')[] = ['OPEN'],
): Promise<PersonAttempt> {
  const [attempt] = await context.database.db
    .select()
    .from(personVerifications)
    .where(
      and(
        eq(personVerifications.id, verificationId),
        eq(personVerifications.userId, userId),
        inArray(personVerifications.status, ['OPEN', 'WAIT_MATERIAL']),
      ),
    )
    .limit(1);
  if (!attempt || !attempt.idNumberSealed) throw new AppError('AUTH_RECORD_NOT_FOUND');
  if (!statuses.includes(attempt.status as 'OPEN' | 'WAIT_MATERIAL')) throw new AppError('AUTH_STATUS_CONFLICT');
  const idNumber = unsealText(await identitySecret(context, 'id-number-seal'), attempt.idNumberSealed);
  return { ...attempt, idNumber };
}
