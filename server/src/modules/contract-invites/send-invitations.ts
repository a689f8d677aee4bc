// The invitation SMS (CONTRACT_INVITATION) to contract parties named by mobile number who have no
// account yet: per party a one-time ticket of purpose contract-invite, bound to that number and
// plan, and the notice with the short link /i/<ticket> — both in the caller's transaction, so an
// invitation exists exactly when its plan (or its turn) does and a retried job sends none twice.
// A signatory's link ends with the plan's signing deadline; without one, or for a CC recipient
// told at completion, INVITE_LINK_DAYS after sending.
import type { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { sendNotices } from '../notices/send-notices';
import { issueUrlTicket } from '../url-tickets/issue-url-ticket';

export interface Invitation {
  planId: string;
  /** The name the initiator gave the party. */
  name: string;
  mobile: string;
  initiatorName: string;
  /** The plan's signing deadline, if any and if the link should end with it (a row's value: Date or text). */
  deadlineAt: Date | string | null;
}

/** The path an invitation's SMS links to: the portal's /i/<ticket> page. */
export const invitationPath = (ticket: string) => `/i/${ticket}`;

export async function sendInvitations(
  context: AppContext,
  invitations: readonly Invitation[],
  tx: Db,
): Promise<(AppError | unknown)[]> {
  if (invitations.length === 0) return [];
  const now = context.now();
  const fallback = new Date(now.getTime() + context.config.INVITE_LINK_DAYS * 24 * 3600_000);
  const notices = [];
  for (const invitation of invitations) {
    const deadline = invitation.deadlineAt === null ? null : new Date(invitation.deadlineAt);
    const expiresAt = deadline && deadline > now ? deadline : fallback;
    const { ticket } = await issueUrlTicket(
      context,
      { purpose: 'contract-invite', subject: { planId: invitation.planId, mobile: invitation.mobile }, expiresAt },
      tx,
    );
    notices.push({
      recipients: [{ mobile: invitation.mobile }],
      values: { recipientName: invitation.name, initiatorName: invitation.initiatorName },
      link: invitationPath(ticket),
      channels: ['SMS' as const],
    });
  }
  return sendNotices(context, 'CONTRACT_INVITATION', notices, tx);
}
