// POST cb/assemble/auth/person/cancel: gives up the attempt under way; the account returns to
// UNAUTH (or WAIT_REAUTH when it was a re-verification).
import { AppError } from '@ecsign/core/errors';
import type { TPersonAuthState } from '@ecsign/core/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { personVerifications } from '../../db/schema';
import { closePersonAttempt } from './close-person-attempt';
import { readPersonAuthState } from './read-person-auth-state';

export async function cancelPersonAuth(context: AppContext, userId: string): Promise<TPersonAuthState> {
  const [attempt] = await context.database.db
    .select()
    .from(personVerifications)
    .where(and(eq(personVerifications.userId, userId), inArray(personVerifications.status, ['OPEN', 'WAIT_MATERIAL'])))
    .limit(1);
  if (!attempt) throw new AppError('AUTH_RECORD_NOT_FOUND');
  await closePersonAttempt(context, attempt, { status: 'CANCELLED' });
  return readPersonAuthState(context, userId);
}
