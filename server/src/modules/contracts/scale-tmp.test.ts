import { ZContractListQuery } from '@ecsign/core/model';
import { it } from 'vitest';
import { contractKit } from './contract-test-kit';
import { contractViewer } from './contract-viewer';
import { homeCounters } from './home-counters';
import { listContracts } from './list-contracts';

const N = Number(process.env.SCALE_N ?? 300000);
it('scale', async () => {
  const kit = await contractKit();
  const db = kit.t.context.database;
  const t0 = Date.now();
  await db.query(`INSERT INTO contract_plans (id, task_no, kind, enterprise_id, initiator_account_id, initiator_user_id, initiator_name,
      initiator_enterprise_name, task_name, business_type, status, order_state, send_time_state, watermark_state, position_state, form,
      signatory_names, document_names, signatory_count, file_count, created_at, updated_at, sent_at)
    SELECT 'p' || g, 'T' || g, 'SINGLE', $1, $2, $3, 'x', 'e', '合同' || g, 'B', CASE WHEN g % 10 = 0 THEN 5 ELSE 1 END, 'DISORDER', 'ENABLE', 'DISABLE', 'ENABLE', '{}',
      '张三', 'a.pdf', 2, 1, now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval, now()
    FROM generate_series(1, $4) g`, [kit.admin.enterpriseId, kit.admin.accountId, kit.admin.userId, N]);
  await db.query(`INSERT INTO contract_inbox (party_key, plan_id, initiator_account_id, is_signer, todo, signed, plan_status, sort_at)
    SELECT 'E:' || $1, 'p' || g, $2, false, false, false, CASE WHEN g % 10 = 0 THEN 5 ELSE 1 END, now() - (g || ' seconds')::interval FROM generate_series(1, $3) g`,
    [kit.admin.enterpriseId, kit.admin.accountId, N]);
  await db.query(`INSERT INTO contract_inbox (party_key, plan_id, is_signer, todo, signed, plan_status, sort_at)
    SELECT 'U:' || $1, 'p' || g, true, g % 10 <> 0 AND g % 3 = 0, g % 10 = 0, CASE WHEN g % 10 = 0 THEN 5 ELSE 1 END, now() - (g || ' seconds')::interval FROM generate_series(1, $2) g`,
    [kit.zhangsan.userId, N]);
  // The totals refreshInbox would have kept, computed once for the generated rows.
  await db.query(`INSERT INTO contract_tab_counts (party_key, bucket, tab, total)
    SELECT 'U:' || $1, '*', 'TO_SIGN', count(*) FILTER (WHERE todo) FROM contract_inbox WHERE party_key = 'U:' || $1
    UNION ALL SELECT 'E:' || $2, $3, 'INITIATED', count(*) FROM contract_inbox WHERE party_key = 'E:' || $2`, [kit.zhangsan.userId, kit.admin.enterpriseId, kit.admin.accountId]);
  await db.exec('ANALYZE');
  console.log(`generated ${N} plans, ${2 * N} inbox rows in ${Date.now() - t0} ms on ${db.kind}`);
  const viewer = await contractViewer(kit.t.context, { userId: kit.zhangsan.userId, accountId: kit.zhangsan.accountId, sessionId: 'x' });
  const time = async (name: string, work: () => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) { const s = performance.now(); await work(); samples.push(performance.now() - s); }
    samples.sort((a, b) => a - b);
    console.log(`${name}: median ${samples[15]!.toFixed(1)} ms, p95 ${samples[28]!.toFixed(1)} ms`);
  };
  await time('TO_SIGN first page', () => listContracts(kit.t.context, viewer, ZContractListQuery.parse({ tab: 'TO_SIGN', size: 10 })));
  await time('home counters', () => homeCounters(kit.t.context, viewer));
  const admin = await contractViewer(kit.t.context, { userId: kit.admin.userId, accountId: kit.admin.accountId, sessionId: 'x' });
  await time('INITIATED first page (initiator)', () => listContracts(kit.t.context, admin, ZContractListQuery.parse({ tab: 'INITIATED', size: 10 })));
  await time('home counters (initiator)', () => homeCounters(kit.t.context, admin));
  await kit.t.close();
}, 900_000);
