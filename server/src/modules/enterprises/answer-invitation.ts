// POST cb/assemble/enterprise/invitation/accept | decline (the invitee, matched by mobile number)
// and …/invitation/cancel (an administrator of the inviting enterprise). Accepting needs a verified
// person and makes them a member in the invited role (MEMBER if that role is gone or disabled).
import { AppError } from '@ecsign/core/errors';
import { isEnterpriseRole } from '@ecsign/core/guard';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TInvitation } from '@ecsign/core/model';
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseInvitations, enterpriseRoles, users } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { personalAccount } from '../verification/personal-account';
import { actingEnterpriseAccount } from './acting-enterprise-account';
import { addEnterpriseMember } from './add-enterprise-member';
import { invitationQuery, toInvitation } from './invitation-view';

export async function answerInvitation(
  context: AppContext,
  auth: AuthContext,
  invitationId: string,
  answer: 'ACCEPT' | 'DECLINE' | 'CANCEL',
  language: TLanguage,
): Promise<TInvitation> {
  const { db } = context.database;
  const now = context.now();
  const [invitation] = await db
    .select()
    .from(enterpriseInvitations)
    .where(
      and(
        eq(enterpriseInvitations.id, invitationId),
        eq(enterpriseInvitations.status, 'PENDING'),
        gt(enterpriseInvitations.expiresAt, now),
      ),
    );
  if (answer === 'CANCEL') {
    if (!invitation) throw new AppError('INVITATION_NOT_FOUND');
    await actingEnterpriseAccount(context, auth, {
      enterpriseId: invitation.enterpriseId,
      permission: 'member:manage',
    });
  } else {
    const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, auth.userId));
    if (!invitation || !user?.mobile || user.mobile !== invitation.mobile) throw new AppError('INVITATION_NOT_FOUND');
  }
  const status = answer === 'ACCEPT' ? 'ACCEPTED' : answer === 'DECLINE' ? 'DECLINED' : 'CANCELLED';
  if (answer === 'ACCEPT') {
    const person = await personalAccount(db, auth.userId);
    if (person.authStatus !== 'AUTH') throw new AppError('PERSONAL_NOT_VERIFIED_CANNOT_JOIN_ENTERPRISE');
  }
  const role = await roleStillValid(context, invitation!.enterpriseId, invitation!.role);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(enterpriseInvitations)
      .set({ status, closedAt: now })
      .where(and(eq(enterpriseInvitations.id, invitationId), eq(enterpriseInvitations.status, 'PENDING')))
      .returning({ id: enterpriseInvitations.id });
    if (moved.length === 0) throw new AppError('INVITATION_NOT_FOUND', { internal: 'answered meanwhile' });
    if (answer === 'ACCEPT') {
      await addEnterpriseMember(tx, { userId: auth.userId, enterpriseId: invitation!.enterpriseId, role, now });
    }
  });
  const [row] = await invitationQuery(db, eq(enterpriseInvitations.id, invitationId));
  return toInvitation(row!, now, language);
}

async function roleStillValid(context: AppContext, enterpriseId: string, role: string): Promise<string> {
  if (isEnterpriseRole(role)) return role;
  const [custom] = await context.database.db
    .select({ status: enterpriseRoles.status })
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.id, role), eq(enterpriseRoles.enterpriseId, enterpriseId)));
  return custom?.status === 'ENABLE' ? role : 'MEMBER';
}
