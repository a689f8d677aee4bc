// The contract module's one door to the notice centre (server/src/modules/notices): who hears of
// what, with which values and link. Sent after the change has committed; a notice that cannot be
// sent (type switched off, no reachable recipient) is logged and never undoes the contract.
import type { TNoticeRecipient, TNoticeType } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { sendNotice } from '../notices/send-notice';

export interface ContractNotice {
  type: TNoticeType;
  planId: string;
  recipients: TNoticeRecipient[];
  values: Record<string, string>;
}

export interface NoticeLog {
  warn(object: unknown, message: string): void;
}

export async function notifyContract(context: AppContext, notice: ContractNotice, log?: NoticeLog): Promise<void> {
  const recipients = notice.recipients.filter((r) => r.userId || r.accountId || r.mobile);
  if (recipients.length === 0) return;
  try {
    await sendNotice(context, {
      type: notice.type,
      recipients,
      values: notice.values,
      link: `/contract/summary/${notice.planId}/0/ALL/`,
    });
  } catch (error) {
    log?.warn({ err: error, type: notice.type, planId: notice.planId }, 'contract notice not sent');
  }
}

/** The recipients of a plan's parties: a person by user, an enterprise by its handler's mobile or its accounts. */
export async function partyRecipients(
  context: AppContext,
  planId: string,
  filter: { role: 'SIGNATORY' | 'CC'; todoOnly?: boolean; exceptPartyId?: string },
): Promise<TNoticeRecipient[]> {
  const rows = await context.database.query<{
    user_id: string | null;
    mobile: string | null;
    enterprise_id: string | null;
    id: string;
  }>(
    `SELECT p.id, p.user_id, p.mobile, p.enterprise_id FROM contract_parties p
      WHERE p.plan_id = $1 AND p.role = $2
        AND ($3::boolean IS NOT TRUE OR EXISTS (SELECT 1 FROM contract_inbox i WHERE i.plan_id = p.plan_id AND i.party_key = p.party_key AND i.todo))`,
    [planId, filter.role, filter.todoOnly ?? false],
  );
  const recipients: TNoticeRecipient[] = [];
  for (const row of rows) {
    if (row.id === filter.exceptPartyId) continue;
    if (row.user_id) recipients.push({ userId: row.user_id });
    else if (row.mobile) recipients.push({ mobile: row.mobile });
    else if (row.enterprise_id) {
      // No named handler: the enterprise's administrators hear of it.
      const admins = await context.database.query<{ id: string }>(
        `SELECT id FROM accounts WHERE enterprise_id = $1 AND account_type = 'ENTERPRISE' AND role IN ('SUPER_ADMIN', 'ADMIN')`,
        [row.enterprise_id],
      );
      recipients.push(...admins.map((a) => ({ accountId: a.id })));
    }
  }
  return recipients;
}
