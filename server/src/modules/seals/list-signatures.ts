// A person's signatures and personal seals, the default first, then the newest.
import type { TSealRow } from '@ecsign/core/model';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import { sealView } from './seal-view';

export async function listSignatures(context: AppContext, userId: string): Promise<TSealRow[]> {
  const rows = await context.database.db
    .select()
    .from(seals)
    .where(and(eq(seals.ownerType, 'PERSON'), eq(seals.userId, userId)))
    .orderBy(desc(seals.isDefault), desc(seals.createdAt), desc(seals.id));
  return rows.map(sealView);
}
