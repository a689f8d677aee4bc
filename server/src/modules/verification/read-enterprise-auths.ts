// GET cb/assemble/auth/enterprise/status and …/list: the caller's own enterprise verification
// attempts (newest first). Another person's attempt is AUTH_RECORD_NOT_FOUND.
import { AppError } from '@ecsign/core/errors';
import type { TEnterpriseAuthState } from '@ecsign/core/model';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseVerifications } from '../../db/schema';
import { enterpriseAuthState } from './enterprise-auth-state';

export async function readEnterpriseAuth(
  context: AppContext,
  userId: string,
  verificationId: string,
): Promise<TEnterpriseAuthState> {
  const { db } = context.database;
  const [attempt] = await db
    .select()
    .from(enterpriseVerifications)
    .where(and(eq(enterpriseVerifications.id, verificationId), eq(enterpriseVerifications.applicantUserId, userId)))
    .limit(1);
  if (!attempt) throw new AppError('AUTH_RECORD_NOT_FOUND');
  return enterpriseAuthState(db, attempt, context.now());
}

export async function listEnterpriseAuths(context: AppContext, userId: string): Promise<TEnterpriseAuthState[]> {
  const { db } = context.database;
  const attempts = await db
    .select()
    .from(enterpriseVerifications)
    .where(eq(enterpriseVerifications.applicantUserId, userId))
    .orderBy(desc(enterpriseVerifications.createdAt))
    .limit(50);
  return Promise.all(attempts.map((attempt) => enterpriseAuthState(db, attempt, context.now())));
}
