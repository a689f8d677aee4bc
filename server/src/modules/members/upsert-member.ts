// Writes an enterprise account's membership row (accounts made before migration 0005 have none).
import type { Db } from '../../db/open-database';
import { enterpriseMembers } from '../../db/schema';

export async function upsertMember(
  db: Db,
  member: { accountId: string; enterpriseId: string },
  set: { status?: 'ENABLE' | 'DISABLE'; departmentId?: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(enterpriseMembers)
    .values({ ...member, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: enterpriseMembers.accountId, set: { ...set, updatedAt: now } });
}
