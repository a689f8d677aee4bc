// The contract module's one door to the notice centre (server/src/modules/notices): who hears of
// what, with which values and link. Sent after the change has committed; a notice that cannot be
// sent (type switched off, no reachable recipient) is logged and never undoes the contract.
import type { TNoticeRecipient, TNoticeType } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { isInvitedKey } from '../contract-invites/invited-key';
import { sendNotice } from '../notices/send-notice';
import type { PlanRow } from './plan-access';

export interface ContractNotice {
  type: TNoticeType;
  planId: string;
  recipients: TNoticeRecipient[];
  values: Record<string, string>;
}

export interface NoticeLog {
  warn(object: unknown, message: string): void;
}

/** `tx`: write the notice in the caller's transaction, so it commits (or not) with the change it tells of. */
export async function notifyContract(
  context: AppContext,
  notice: ContractNotice,
  log?: NoticeLog,
  tx?: Db,
): Promise<void> {
  const recipients = notice.recipients.filter((r) => r.userId || r.accountId || r.mobile);
  if (recipients.length === 0) return;
  try {
    await sendNotice(
      context,
      {
        type: notice.type,
        recipients,
        values: notice.values,
        link: planLink(notice.planId),
      },
      tx,
    );
  } catch (error) {
    log?.warn({ err: error, type: notice.type, planId: notice.planId }, 'contract notice not sent');
  }
}

/** The portal page of a plan, where every contract notice leads. */
export function planLink(planId: string): string {
  return `/contract/summary/${planId}/0/ALL/`;
}

/** Who started the plan, as its notices name them: the enterprise, or the person for a personal plan. */
export function initiatorNameOf(plan: Pick<PlanRow, 'initiator_enterprise_name' | 'initiator_name'>): string {
  return plan.initiator_enterprise_name || plan.initiator_name;
}

/**
 * The values of a to-sign notice and its reminder: `deadlineNote` is the whole "by <deadline>"
 * clause, empty when the plan has none, so no text ever reads "请于前完成".
 */
export function toSignValues(plan: {
  contractName: string;
  initiatorName: string;
  endTime: string | null;
}): Record<string, string> {
  return {
    contractName: plan.contractName,
    initiatorName: plan.initiatorName,
    deadline: plan.endTime ?? '',
    deadlineNote: plan.endTime ? `，请于${plan.endTime}前完成` : '',
  };
}

/** The recipients of a plan's parties: a person by user, an enterprise by its handler's mobile or its accounts. */
export async function partyRecipients(
  context: AppContext,
  planId: string,
  filter: {
    role: 'SIGNATORY' | 'CC';
    todoOnly?: boolean;
    exceptPartyId?: string;
    /** Nobody hears of their own action: the person who acted, left out. */
    exceptUserId?: string | null;
    /** Parties invited by mobile number (no account yet) left out: they get an invitation instead. */
    skipInvited?: boolean;
  },
): Promise<TNoticeRecipient[]> {
  const rows = await context.database.query<{
    user_id: string | null;
    mobile: string | null;
    enterprise_id: string | null;
    id: string;
    party_key: string;
  }>(
    `SELECT p.id, p.user_id, p.mobile, p.enterprise_id, p.party_key FROM contract_parties p
      WHERE p.plan_id = $1 AND p.role = $2
        AND ($3::boolean IS NOT TRUE OR EXISTS (SELECT 1 FROM contract_inbox i WHERE i.plan_id = p.plan_id AND i.party_key = p.party_key AND i.todo))`,
    [planId, filter.role, filter.todoOnly ?? false],
  );
  const recipients: TNoticeRecipient[] = [];
  for (const row of rows) {
    if (row.id === filter.exceptPartyId) continue;
    if (filter.exceptUserId && row.user_id === filter.exceptUserId) continue;
    if (filter.skipInvited && isInvitedKey(row.party_key)) continue;
    if (row.user_id) recipients.push({ userId: row.user_id });
    else if (row.mobile) recipients.push({ mobile: row.mobile });
    else if (row.enterprise_id) {
      // No named handler: the enterprise's administrators hear of it.
      const admins = await context.database.query<{ id: string; user_id: string }>(
        `SELECT id, user_id FROM accounts WHERE enterprise_id = $1 AND account_type = 'ENTERPRISE' AND role IN ('SUPER_ADMIN', 'ADMIN')`,
        [row.enterprise_id],
      );
      for (const admin of admins) {
        if (admin.user_id !== filter.exceptUserId) recipients.push({ accountId: admin.id });
      }
    }
  }
  return recipients;
}
