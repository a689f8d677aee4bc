// The deadline job (server/src/jobs calls it on a schedule): every plan in progress whose signing
// deadline has passed becomes void by expiry (EXPIRED, task status 4). Idempotent: a plan already
// ended is skipped, so two workers running it together change each plan once.
import type { AppContext } from '../../context';
import { contractTransaction } from './contract-transaction';
import { voidPlan } from './void-plan';

const BATCH = 200;

export async function expireOverduePlans(
  context: AppContext,
  now: Date = context.now(),
): Promise<{ expired: string[] }> {
  const expired: string[] = [];
  for (;;) {
    const due = await context.database.query<{ id: string }>(
      'SELECT id FROM contract_plans WHERE status = 1 AND deadline_at <= $1 ORDER BY deadline_at LIMIT $2',
      [now, BATCH],
    );
    for (const { id } of due) {
      const changed = await contractTransaction(context, (tx) =>
        voidPlan(tx, {
          planId: id,
          route: 'EXPIRED',
          reason: '签署已过期',
          at: now,
          actor: { actorUserId: null, actorName: '系统' },
        }),
      );
      if (changed) expired.push(id);
    }
    if (due.length < BATCH) return { expired };
  }
}
