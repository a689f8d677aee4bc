// Fills the contract tables with `plans` synthetic plans by INSERT … SELECT generate_series, the
// way refreshInbox would have left them: 1,000 initiating enterprises (one account each), two
// personal signatories per plan out of 200,000 people, one document each, an inbox row per viewer
// key and the tab totals summed from those rows (the rules of tab-buckets.ts, in SQL). Every
// 1,000th plan has the benchmark person (e.g. 张三) as its first signatory, so that person has a
// realistic share: ~1,000 plans of which half wait for them to sign. `exec(sql)` runs one
// statement (e.g. on a node-postgres pool). `people` narrows the signatories to fewer people, each
// then on more plans (20,000 gives each ~100 plans: five pages of a tab).
export const ENTERPRISES = 1000;
const PEOPLE = 200_000;

export async function fillPlans(exec, { plans, benchUserId, people = PEOPLE, log = () => undefined }) {
  const me = `'U:${benchUserId}'`;
  const series = `generate_series(1, ${plans}) AS g`;
  // Status by block of 1,000 (independent of g % 1000, which picks the benchmark person):
  // 10 % drafts, 50 % in progress, 20 % completed, 10 % revoked, 10 % expired.
  const status = `(CASE (g / 1000) % 10 WHEN 0 THEN 0 WHEN 6 THEN 5 WHEN 7 THEN 5 WHEN 8 THEN 3 WHEN 9 THEN 4 ELSE 1 END)`;
  // One fixed instant, so a plan's updated_at and its inbox rows' sort_at agree across statements.
  const at = `('${new Date().toISOString()}'::timestamptz - g * interval '1 second')`;
  const firstKey = `(CASE WHEN g % 1000 = 7 THEN ${me} ELSE 'U:bench-person-' || (g % ${people}) END)`;
  const secondKey = `('U:bench-person-' || ((g * 7 + 3) % ${people}))`;
  const steps = [
    [
      'enterprises, users, accounts',
      `INSERT INTO users (id, username, name, password_hash)
         SELECT 'bench-u-' || k, 'bench_user_' || k, '基准用户' || k, 'not-a-hash' FROM generate_series(0, ${ENTERPRISES - 1}) AS k`,
    ],
    [
      '',
      `INSERT INTO enterprises (id, name, auth_status)
         SELECT 'bench-e-' || k, '基准企业' || k || '有限公司', 'AUTH' FROM generate_series(0, ${ENTERPRISES - 1}) AS k`,
    ],
    [
      '',
      `INSERT INTO accounts (id, user_id, account_type, enterprise_id, role)
         SELECT 'bench-a-' || k, 'bench-u-' || k, 'ENTERPRISE', 'bench-e-' || k, 'SUPER_ADMIN'
           FROM generate_series(0, ${ENTERPRISES - 1}) AS k`,
    ],
    [
      'contract_plans',
      `INSERT INTO contract_plans (id, task_no, kind, enterprise_id, initiator_account_id, initiator_user_id,
              initiator_name, initiator_enterprise_name, task_name, business_type, status, void_route, order_state,
              send_time_state, watermark_state, position_state, form, signatory_names, document_names, signatory_count,
              signed_count, file_count, end_time, deadline_at, created_at, updated_at, sent_at, finished_at, search_title)
         SELECT 'bench-p-' || g, 'BENCH' || lpad(g::text, 8, '0'), 'SINGLE', 'bench-e-' || (g % ${ENTERPRISES}),
                'bench-a-' || (g % ${ENTERPRISES}), 'bench-u-' || (g % ${ENTERPRISES}), '基准用户' || (g % ${ENTERPRISES}),
                '基准企业' || (g % ${ENTERPRISES}) || '有限公司', '基准合同' || g, 'PURCHASE', s,
                CASE s WHEN 3 THEN 'REVOKE' WHEN 4 THEN 'EXPIRED' END, 'DISORDER', 'ENABLE', 'DISABLE', 'ENABLE', '{}'::jsonb,
                '签署人甲、签署人乙', '基准合同' || g || '.pdf', 2, CASE s WHEN 5 THEN 2 ELSE 0 END, 1,
                to_char(${at} + interval '30 days', 'YYYY-MM-DD HH24:MI:SS'), ${at} + interval '30 days',
                ${at}, ${at}, CASE WHEN s <> 0 THEN ${at} END, CASE WHEN s = 5 THEN ${at} END,
                '基准合同' || g || ' 基准合同' || g || 'pdf'
           FROM (SELECT g, ${status} AS s FROM ${series}) AS x`,
    ],
    [
      'contract_documents',
      `INSERT INTO contract_documents (id, plan_id, idx, name, original_blob_key, blob_key, sha256, pages)
         SELECT 'bench-d-' || g, 'bench-p-' || g, 0, '基准合同' || g || '.pdf', 'bench/none', 'bench/none',
                repeat('0', 64), '[]'::jsonb FROM ${series}`,
    ],
    [
      'contract_parties',
      `INSERT INTO contract_parties (id, plan_id, role, seq, subject_type, name, user_id, party_key, signing_state, signed_at)
         SELECT 'bench-s' || n || '-' || g, 'bench-p-' || g, 'SIGNATORY', n, 'PERSONAL', '签署人' || n,
                CASE WHEN n = 1 AND g % 1000 = 7 THEN '${benchUserId}' END,
                CASE n WHEN 1 THEN ${firstKey} ELSE ${secondKey} END,
                CASE s WHEN 5 THEN '1' ELSE '0' END, CASE WHEN s = 5 THEN ${at} END
           FROM (SELECT g, ${status} AS s FROM ${series}) AS x CROSS JOIN (VALUES (1), (2)) AS parties(n)`,
    ],
    [
      'contract_inbox (initiators)',
      `INSERT INTO contract_inbox (party_key, plan_id, initiator_account_id, plan_status, sort_at)
         SELECT 'E:bench-e-' || (g % ${ENTERPRISES}), 'bench-p-' || g, 'bench-a-' || (g % ${ENTERPRISES}), ${status}, ${at}
           FROM ${series}`,
    ],
    [
      'contract_inbox (signatories)',
      `INSERT INTO contract_inbox (party_key, plan_id, is_signer, todo, signed, plan_status, sort_at)
         SELECT CASE n WHEN 1 THEN ${firstKey} ELSE ${secondKey} END, 'bench-p-' || g, true, s = 1, s = 5, s, ${at}
           FROM (SELECT g, ${status} AS s FROM ${series}) AS x CROSS JOIN (VALUES (1), (2)) AS parties(n)
          WHERE s <> 0`,
    ],
    [
      'contract_tab_counts',
      `INSERT INTO contract_tab_counts (party_key, bucket, tab, total)
         SELECT i.party_key, b.bucket, b.tab, count(*)::int
           FROM contract_inbox i
           CROSS JOIN LATERAL (SELECT CASE WHEN i.is_signer OR i.is_cc THEN '*' ELSE i.initiator_account_id END AS mine) AS m
           CROSS JOIN LATERAL (VALUES
             ('TO_SIGN', CASE WHEN i.todo THEN '*' END),
             ('DRAFT', CASE WHEN i.plan_status = 0 THEN i.initiator_account_id END),
             ('WAITING_OTHERS', CASE WHEN i.plan_status = 1 AND NOT i.todo
                                     THEN CASE WHEN i.is_signer THEN '*' ELSE i.initiator_account_id END END),
             ('INITIATED', CASE WHEN i.plan_status <> 0 THEN i.initiator_account_id END),
             ('CC', CASE WHEN i.is_cc AND i.plan_status <> 0 THEN '*' END),
             ('COMPLETED', CASE WHEN i.plan_status = 5 THEN m.mine END),
             ('VOIDED', CASE WHEN i.plan_status IN (3, 4) THEN m.mine END),
             ('SIGNED_BY_ME', CASE WHEN i.signed THEN '*' END),
             ('ALL', CASE WHEN i.plan_status <> 0 THEN m.mine END)) AS b(tab, bucket)
          WHERE i.plan_id LIKE 'bench-p-%' AND b.bucket IS NOT NULL
          GROUP BY 1, 2, 3
         ON CONFLICT (party_key, bucket, tab) DO UPDATE SET total = contract_tab_counts.total + EXCLUDED.total`,
    ],
    [
      // As every writer of the inbox does (server/src/modules/contracts/inbox-versions.ts): a
      // server that cached a key's first page before the fill must not serve it afterwards.
      'contract_inbox_versions',
      `INSERT INTO contract_inbox_versions (party_key, version)
         SELECT DISTINCT party_key, 1 FROM contract_inbox WHERE plan_id LIKE 'bench-p-%'
         ON CONFLICT (party_key) DO UPDATE SET version = contract_inbox_versions.version + 1`,
    ],
    // VACUUM too, not only ANALYZE: otherwise autovacuum works through the millions of fresh rows
    // while the endpoints are measured (seen on the 2-core machine), sharing the CPU with them.
    ['VACUUM ANALYZE', 'VACUUM ANALYZE'],
  ];
  for (const [label, sql] of steps) {
    const started = Date.now();
    await exec(sql);
    if (label) log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
