// Demo data for the demo enterprise's contract set-up (seed-demo, first start only): its business
// types — so members can start contracts instead of being told to contact the administrator — and
// one enabled, complete signing process a plan can pick.
import { randomUUID } from 'node:crypto';
import { ZProcessSettings, type TProcessSettings } from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';

export const DEMO_BUSINESS_TYPES = [
  { code: 'HR', name: '人事合同' },
  { code: 'PURCHASE', name: '采购合同' },
  { code: 'SALES', name: '销售合同' },
] as const;

const DEMO_PROCESS: TProcessSettings = ZProcessSettings.parse({
  login: { methods: ['PASSWORD', 'SMS'] },
  notice: { enabled: false, title: '', mustRead: false },
  identity: { required: true, methods: ['TWO_ELEMENT'], faceProvider: null },
  home: { page: 'CONTRACT_DETAIL' },
  signing: { method: 'BOTH', confirmation: 'SMS' },
  tips: { enabled: true, text: '签署前请仔细阅读合同全文，签署后具有法律效力。' },
});

export async function seedDemoBusinessSetup(tx: SqlRunner, enterpriseId: string): Promise<void> {
  for (const type of DEMO_BUSINESS_TYPES) {
    await tx.query('INSERT INTO business_types (id, enterprise_id, code, name) VALUES ($1, $2, $3, $4)', [
      randomUUID(),
      enterpriseId,
      type.code,
      type.name,
    ]);
  }
  const [admin] = await tx.query<{ id: string }>(
    `SELECT id FROM accounts WHERE enterprise_id = $1 AND role = 'SUPER_ADMIN' LIMIT 1`,
    [enterpriseId],
  );
  if (!admin) return;
  await tx.query(
    `INSERT INTO signing_processes (id, enterprise_id, name, status, settings, created_by_account_id)
     VALUES ($1, $2, '标准签署流程', 'ENABLE', $3, $4)`,
    [randomUUID(), enterpriseId, JSON.stringify(DEMO_PROCESS), admin.id],
  );
}
