// Seals for the demo data (server/src/db/seed-demo.ts): the demo enterprise's standard round
// seals and a generated default signature for each demo person. Only rows are written — the
// images are drawn on first use (seal-image-of), so seeding stays fast and needs no blob store.
import { randomUUID } from 'node:crypto';
import { SEAL_KIND_LABELS } from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';
import { drawNameSignature } from './image/draw-name-signature';

const INSERT = `INSERT INTO seals (id, owner_type, user_id, enterprise_id, kind, source, style, name, seal_text, is_default, width_mm, height_mm)
  VALUES ($1, $2, $3, $4, $5, 'GENERATED', $6, $7, $8, $9, $10, $11)`;

export async function seedDemoSignature(tx: SqlRunner, userId: string, name: string): Promise<void> {
  const { widthMm, heightMm } = drawNameSignature(name, 'REGULAR');
  const round = (mm: number) => Math.round(mm * 100) / 100;
  await tx.query(INSERT, [
    randomUUID(),
    'PERSON',
    userId,
    null,
    'SIGNATURE',
    'REGULAR',
    '标准签名',
    name,
    true,
    round(widthMm),
    round(heightMm),
  ]);
}

export async function seedDemoEnterpriseSeals(
  tx: SqlRunner,
  enterpriseId: string,
  enterpriseName: string,
): Promise<void> {
  for (const kind of ['OFFICIAL', 'CONTRACT', 'HR', 'FINANCE'] as const) {
    await tx.query(INSERT, [
      randomUUID(),
      'ENTERPRISE',
      null,
      enterpriseId,
      kind,
      null,
      SEAL_KIND_LABELS[kind].zh,
      enterpriseName,
      false,
      42,
      42,
    ]);
  }
}
