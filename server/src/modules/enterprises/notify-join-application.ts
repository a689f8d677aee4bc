// JOIN_APPLICATION notice: a new application goes to the enterprise's administrators
// (SUPER_ADMIN and ADMIN accounts of enabled members), in-app and through the type's templates.
// Its link opens the page where applications are reviewed: /account/ent (spec item R-account-ent,
// "the person's enterprises and join applications"), not the member list of /company/control.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { accounts, enterpriseMembers, enterprises, users } from '../../db/schema';
import { sendNoticeIfEnabled } from '../notices/send-notice-if-enabled';

export async function notifyJoinApplication(
  context: AppContext,
  tx: Db,
  application: { enterpriseId: string; userId: string; reason: string },
): Promise<void> {
  const admins = await tx
    .select({ accountId: accounts.id, memberStatus: enterpriseMembers.status })
    .from(accounts)
    .leftJoin(enterpriseMembers, eq(enterpriseMembers.accountId, accounts.id))
    .where(and(eq(accounts.enterpriseId, application.enterpriseId), inArray(accounts.role, ['SUPER_ADMIN', 'ADMIN'])));
  const enabled = admins.filter((row) => row.memberStatus !== 'DISABLE');
  const [enterprise] = await tx
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, application.enterpriseId));
  const [applicant] = await tx.select({ name: users.name }).from(users).where(eq(users.id, application.userId));
  await sendNoticeIfEnabled(
    context,
    {
      type: 'JOIN_APPLICATION',
      recipients: enabled.map((row) => ({ accountId: row.accountId })),
      values: {
        enterpriseName: enterprise?.name ?? '',
        applicantName: applicant?.name ?? '',
        reason: application.reason,
      },
      link: '/account/ent',
    },
    tx,
  );
}
