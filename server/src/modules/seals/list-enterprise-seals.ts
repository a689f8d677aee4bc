// The enterprise's seal library for its seal managers, oldest first.
import { ENTERPRISE_SEAL_KINDS, type TSealRow } from '@ecsign/core/model';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import { sealView } from './seal-view';

export async function listEnterpriseSeals(context: AppContext, enterpriseId: string): Promise<TSealRow[]> {
  const rows = await context.database.db
    .select()
    .from(seals)
    .where(and(eq(seals.ownerType, 'ENTERPRISE'), eq(seals.enterpriseId, enterpriseId)))
    .orderBy(asc(seals.createdAt), asc(seals.id));
  // Seals made together (the demo's) in the standard order: official, contract, HR, finance, legal.
  const rank = (kind: string) => (ENTERPRISE_SEAL_KINDS as readonly string[]).indexOf(kind);
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind));
  return rows.map(sealView);
}
