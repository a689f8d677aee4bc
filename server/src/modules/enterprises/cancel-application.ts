// POST cb/assemble/enterprise/join/cancel: the applicant withdraws an application still to be
// reviewed (TO_REVIEW → CANCELLED). Another person's application is not found.
import { AppError } from '@ecsign/core/errors';
import type { TJoinApplicationView } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { joinApplications } from '../../db/schema';
import { joinApplicationQuery, toJoinApplicationView } from './join-application-view';

export async function cancelApplication(
  context: AppContext,
  userId: string,
  applicationId: string,
): Promise<TJoinApplicationView> {
  const { db } = context.database;
  const [application] = await db
    .select({ status: joinApplications.status })
    .from(joinApplications)
    .where(and(eq(joinApplications.id, applicationId), eq(joinApplications.userId, userId)));
  if (!application) throw new AppError('JOIN_APPLICATION_NOT_FOUND');
  const moved = await db
    .update(joinApplications)
    .set({ status: 'CANCELLED', reviewedAt: context.now() })
    .where(and(eq(joinApplications.id, applicationId), eq(joinApplications.status, 'TO_REVIEW')))
    .returning({ id: joinApplications.id });
  if (moved.length === 0) throw new AppError('JOIN_APPLICATION_ALREADY_HANDLED', { internal: application.status });
  const [row] = await joinApplicationQuery(db, eq(joinApplications.id, applicationId));
  return toJoinApplicationView(row!);
}
