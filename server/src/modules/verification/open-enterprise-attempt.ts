// The caller's open enterprise attempt by id, with the legal representative's ID number unsealed
// when the attempt holds one (mainland). Someone else's or an ended attempt: AUTH_RECORD_NOT_FOUND.
import { AppError } from '@ecsign/core/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseVerifications } from '../../db/schema';
import { identitySecret } from '../identity/identity-secret';
import { unsealText } from '../identity/seal-text';

export type EnterpriseAttempt = typeof enterpriseVerifications.$inferSelect & { legalPersonIdNumber: string | null };

export async function openEnterpriseAttempt(
  context: AppContext,
  userId: string,
  verificationId: string,
  statuses: readonly ('OPEN' | 'WAIT_MATERIAL')[] = ['OPEN'],
): Promise<EnterpriseAttempt> {
  const [attempt] = await context.database.db
    .select()
    .from(enterpriseVerifications)
    .where(
      and(
        eq(enterpriseVerifications.id, verificationId),
        eq(enterpriseVerifications.applicantUserId, userId),
        inArray(enterpriseVerifications.status, ['OPEN', 'WAIT_MATERIAL']),
      ),
    )
    .limit(1);
  if (!attempt) throw new AppError('AUTH_RECORD_NOT_FOUND');
  if (!statuses.includes(attempt.status as 'OPEN' | 'WAIT_MATERIAL')) throw new AppError('AUTH_STATUS_CONFLICT');
  const legalPersonIdNumber = attempt.legalPersonIdSealed
    ? unsealText(await identitySecret(context, 'id-number-seal'), attempt.legalPersonIdSealed)
    : null;
  return { ...attempt, legalPersonIdNumber };
}
