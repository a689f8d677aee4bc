// POST cb/assemble/enterprise/join/approve and …/reject: an administrator of the application's
// enterprise decides (TO_REVIEW → PASSED | REJECTED). Approval makes the applicant a member — as
// MEMBER, or in the role a super administrator names. An administrator of another enterprise, or a
// member without member:manage, gets 403 and nothing of the application.
import { AppError } from '@ecsign/core/errors';
import type { TJoinApplicationView } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { joinApplications } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { resolveAssignableRole } from '../roles/resolve-assignable-role';
import { personalAccount } from '../verification/personal-account';
import { actingEnterpriseAccount } from './acting-enterprise-account';
import { addEnterpriseMember } from './add-enterprise-member';
import { joinApplicationQuery, toJoinApplicationView } from './join-application-view';
import { notifyJoinResult } from './notify-join-result';

export type TReview =
  | { decision: 'APPROVE'; role?: string | undefined; departmentId?: string | undefined }
  | { decision: 'REJECT'; comment?: string | undefined };

export async function reviewApplication(
  context: AppContext,
  auth: AuthContext,
  applicationId: string,
  review: TReview,
): Promise<TJoinApplicationView> {
  const { db } = context.database;
  const [application] = await db.select().from(joinApplications).where(eq(joinApplications.id, applicationId));
  // Unknown and foreign applications are refused alike, so ids reveal nothing.
  if (!application) throw new AppError('NO_PERMISSION', { internal: 'no such application' });
  const operator = await actingEnterpriseAccount(context, auth, {
    enterpriseId: application.enterpriseId,
    permission: 'member:manage',
  });
  if (application.status !== 'TO_REVIEW') {
    throw new AppError('JOIN_APPLICATION_ALREADY_HANDLED', { internal: application.status });
  }
  const now = context.now();
  if (review.decision === 'REJECT') {
    await db.transaction(async (tx) => {
      await closeApplication(tx, applicationId, 'REJECTED', operator.accountId, review.comment ?? null, now);
      await notifyJoinResult(context, tx, { application, passed: false, comment: review.comment ?? '' });
    });
  } else {
    const role = await resolveAssignableRole(db, operator, review.role);
    const applicant = await personalAccount(db, application.userId);
    if (applicant.authStatus !== 'AUTH') throw new AppError('PERSONAL_NOT_VERIFIED_CANNOT_JOIN_ENTERPRISE');
    await db.transaction(async (tx) => {
      await closeApplication(tx, applicationId, 'PASSED', operator.accountId, null, now);
      await addEnterpriseMember(tx, {
        userId: application.userId,
        enterpriseId: application.enterpriseId,
        role,
        departmentId: review.departmentId,
        now,
      });
      await notifyJoinResult(context, tx, { application, passed: true, comment: '' });
    });
  }
  const [row] = await joinApplicationQuery(db, eq(joinApplications.id, applicationId));
  return toJoinApplicationView(row!);
}

async function closeApplication(
  db: Parameters<typeof addEnterpriseMember>[0],
  id: string,
  status: 'PASSED' | 'REJECTED',
  reviewer: string,
  comment: string | null,
  now: Date,
) {
  const moved = await db
    .update(joinApplications)
    .set({ status, reviewerAccountId: reviewer, reviewComment: comment, reviewedAt: now })
    .where(and(eq(joinApplications.id, id), eq(joinApplications.status, 'TO_REVIEW')))
    .returning({ id: joinApplications.id });
  if (moved.length === 0) throw new AppError('JOIN_APPLICATION_ALREADY_HANDLED', { internal: 'reviewed meanwhile' });
}
