// Demo data: the demo enterprise's HR staff (user `hr`) may use its HR seal, so that `hr` can send
// HR batches out of the box (default administrators use every seal without a grant).
import { randomUUID } from 'node:crypto';
import type { SqlRunner } from '../../db/open-database';

export async function grantDemoHrSeal(tx: SqlRunner, enterpriseId: string): Promise<void> {
  await tx.query(
    `INSERT INTO data_grants (id, enterprise_id, subject_type, subject_id, resource_type, resource_id)
     SELECT $2, $1, 'MEMBER', a.id, 'SEAL', s.id
       FROM seals s, accounts a JOIN users u ON u.id = a.user_id
      WHERE s.enterprise_id = $1 AND s.kind = 'HR' AND u.username = 'hr' AND a.account_type = 'ENTERPRISE'
      LIMIT 1`,
    [enterpriseId, randomUUID()],
  );
}
