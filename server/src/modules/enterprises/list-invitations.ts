// POST cb/assemble/enterprise/invitation/list (administrators) and GET …/invitation/mine (the
// invitee: open invitations to the caller's mobile number).
import type { TLanguage } from '@ecsign/core/i18n';
import type { TInvitation } from '@ecsign/core/model';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseInvitations, users } from '../../db/schema';
import type { ActingAccount } from './acting-enterprise-account';
import { invitationQuery, toInvitation } from './invitation-view';

export async function listInvitations(
  context: AppContext,
  operator: ActingAccount,
  language: TLanguage,
): Promise<TInvitation[]> {
  const rows = await invitationQuery(context.database.db, eq(enterpriseInvitations.enterpriseId, operator.enterpriseId))
    .orderBy(desc(enterpriseInvitations.createdAt))
    .limit(200);
  return rows.map((row) => toInvitation(row, context.now(), language));
}

export async function listMyInvitations(
  context: AppContext,
  userId: string,
  language: TLanguage,
): Promise<TInvitation[]> {
  const { db } = context.database;
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!user?.mobile) return [];
  const now = context.now();
  const rows = await invitationQuery(
    db,
    and(
      eq(enterpriseInvitations.mobile, user.mobile),
      eq(enterpriseInvitations.status, 'PENDING'),
      gt(enterpriseInvitations.expiresAt, now),
    ),
  ).orderBy(desc(enterpriseInvitations.createdAt));
  return rows.map((row) => toInvitation(row, now, language));
}
