// The deadline job (server/src/jobs calls it on a schedule): every plan in progress whose signing
// deadline has passed becomes void by expiry (EXPIRED, task status 4), and its initiator and
// signatories are told (CONTRACT_EXPIRED). Idempotent: a plan already ended is skipped, so two
// workers running it together change — and announce — each plan once.
import { TASK_STATUS } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { notifyContract, partyRecipients, type NoticeLog } from './contract-notices';
import { contractTransaction } from './contract-transaction';
import type { PlanRow } from './plan-access';
import { voidPlan } from './void-plan';

const BATCH = 200;

export async function expireOverduePlans(
  context: AppContext,
  now: Date = context.now(),
  log?: NoticeLog,
): Promise<{ expired: string[] }> {
  const expired: string[] = [];
  for (;;) {
    const due = await context.database.query<PlanRow>(
      `SELECT * FROM contract_plans WHERE status = ${TASK_STATUS.IN_PROGRESS} AND deadline_at <= $1 ORDER BY deadline_at LIMIT $2`,
      [now, BATCH],
    );
    for (const plan of due) {
      const changed = await contractTransaction(context, async (tx) => {
        const voided = await voidPlan(tx, {
          planId: plan.id,
          route: 'EXPIRED',
          reason: '签署已过期',
          at: now,
          actor: { actorUserId: null, actorName: '系统' },
        });
        // In the same transaction: an expired plan and its notice exist together.
        if (voided) await notifyExpired(context, plan, tx.db, log);
        return voided;
      });
      if (changed) expired.push(plan.id);
    }
    if (due.length < BATCH) return { expired };
  }
}

async function notifyExpired(context: AppContext, plan: PlanRow, tx: Db, log?: NoticeLog): Promise<void> {
  const recipients = [
    { accountId: plan.initiator_account_id },
    ...(await partyRecipients(context, plan.id, { role: 'SIGNATORY' })),
  ];
  const values = { contractName: plan.task_name, deadline: plan.end_time ?? '' };
  await notifyContract(context, { type: 'CONTRACT_EXPIRED', planId: plan.id, recipients, values }, log, tx);
}
