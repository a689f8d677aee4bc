// Join applications as the applicant and reviewers see them (ZJoinApplicationView): the applicant's
// verified name and masked mobile, never more.
import type { TJoinApplicationView } from '@ecsign/core/model';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { enterprises, joinApplications, personIdentities, users } from '../../db/schema';
import { maskMobile } from '../identity/mask-digits';

export function joinApplicationQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      application: joinApplications,
      enterpriseName: enterprises.name,
      userName: users.name,
      verifiedName: personIdentities.name,
      mobile: users.mobile,
    })
    .from(joinApplications)
    .innerJoin(enterprises, eq(enterprises.id, joinApplications.enterpriseId))
    .innerJoin(users, eq(users.id, joinApplications.userId))
    .leftJoin(personIdentities, eq(personIdentities.userId, joinApplications.userId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof joinApplicationQuery>>[number];

export function toJoinApplicationView(row: Row): TJoinApplicationView {
  const { application } = row;
  return {
    applicationId: application.id,
    enterpriseId: application.enterpriseId,
    enterpriseName: row.enterpriseName,
    reason: application.reason,
    status: application.status,
    applyTime: application.createdAt.toISOString(),
    applicantName: row.verifiedName ?? row.userName,
    applicantMobile: maskMobile(row.mobile),
    reviewTime: application.reviewedAt?.toISOString() ?? null,
    reviewComment: application.reviewComment,
  };
}
