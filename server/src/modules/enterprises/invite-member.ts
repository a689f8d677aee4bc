// POST cb/assemble/enterprise/member/invite: an administrator invites a person by mobile number.
// The invitee sees it under their invitations once logged in (and gets an SMS through the message
// provider); accepting makes them a member without a further review. Inviting the same number
// again renews the pending invitation.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { INVITATION_VALID_DAYS, type TInvitation } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseInvitations, enterprises, users } from '../../db/schema';
import type { MessageLog } from '../messages/message-providers';
import { sendSms } from '../messages/sms/send-sms';
import { resolveAssignableRole } from '../roles/resolve-assignable-role';
import type { ActingAccount } from './acting-enterprise-account';
import { invitationQuery, toInvitation } from './invitation-view';

export interface InviteLog extends MessageLog {
  warn(details: object, message: string): void;
}

export async function inviteMember(
  context: AppContext,
  operator: ActingAccount,
  input: { mobile: string; role?: string | undefined },
  options: { language: TLanguage; log: InviteLog },
): Promise<TInvitation> {
  const { db } = context.database;
  const role = await resolveAssignableRole(db, operator, input.role);
  const [member] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.mobile, input.mobile), eq(accounts.enterpriseId, operator.enterpriseId)));
  if (member) throw new AppError('ALREADY_JOINED_ENTERPRISE');
  const now = context.now();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60_000);
  const [pending] = await db
    .select({ id: enterpriseInvitations.id })
    .from(enterpriseInvitations)
    .where(
      and(
        eq(enterpriseInvitations.enterpriseId, operator.enterpriseId),
        eq(enterpriseInvitations.mobile, input.mobile),
        eq(enterpriseInvitations.status, 'PENDING'),
      ),
    );
  const id = pending?.id ?? randomUUID();
  if (pending) {
    await db
      .update(enterpriseInvitations)
      .set({ role, expiresAt, invitedByAccountId: operator.accountId })
      .where(eq(enterpriseInvitations.id, id));
  } else {
    await db.insert(enterpriseInvitations).values({
      id,
      enterpriseId: operator.enterpriseId,
      mobile: input.mobile,
      role,
      invitedByAccountId: operator.accountId,
      status: 'PENDING',
      expiresAt,
      createdAt: now,
    });
  }
  const [enterprise] = await db
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, operator.enterpriseId));
  // The invitation stands whether or not the SMS gets through: the invitee also sees it in the portal.
  const text = `${enterprise?.name ?? ''}邀请您加入企业，请登录后在“我的企业”中查看并接受邀请，${INVITATION_VALID_DAYS}天内有效。`;
  const params = { enterpriseName: enterprise?.name ?? '', days: String(INVITATION_VALID_DAYS) };
  await sendSms(
    context,
    { to: input.mobile, kind: 'ENTERPRISE_INVITATION', params, scene: 'ENTERPRISE_INVITATION', text },
    { log: options.log },
  ).catch((error: unknown) =>
    options.log.warn({ invitationId: id, err: error }, 'the invitation SMS could not be sent'),
  );
  const [row] = await invitationQuery(db, eq(enterpriseInvitations.id, id));
  return toInvitation(row!, now, options.language);
}
