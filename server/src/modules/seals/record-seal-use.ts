// Logs one use of a seal; the contracts module calls it inside the transaction that records the
// signature, so a signature and its log entry exist together or not at all. It takes the Drizzle
// database or transaction, or a raw SqlRunner of Database.transaction. The seal's name and owner
// are copied into the entry, which outlives the seal.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { Db, SqlRunner } from '../../db/open-database';
import { accounts } from '../../db/schema';
import { sealUses, seals } from '../../db/schema-seals';

export interface SealUse {
  sealId: string;
  accountId: string;
  planId: string;
  documentId: string;
  at: Date;
}

interface UseFacts {
  sealName: string;
  ownerType: 'PERSON' | 'ENTERPRISE';
  enterpriseId: string | null;
  userId: string;
}

export async function recordSealUse(
  db: Pick<Db, 'select' | 'insert'> | SqlRunner,
  use: SealUse,
): Promise<{ useId: string }> {
  const useId = randomUUID();
  if ('query' in db && typeof db.query === 'function') {
    const runner = db as SqlRunner;
    const [facts] = await runner.query<{
      seal_name: string;
      owner_type: string;
      enterprise_id: string | null;
      user_id: string;
    }>(
      `SELECT s.name AS seal_name, s.owner_type, s.enterprise_id, a.user_id
         FROM seals s CROSS JOIN accounts a WHERE s.id = $1 AND a.id = $2`,
      [use.sealId, use.accountId],
    );
    if (!facts) throw new AppError('SEAL_NOT_FOUND', { internal: `seal ${use.sealId} or account ${use.accountId}` });
    await runner.query(
      `INSERT INTO seal_uses (id, seal_id, seal_name, owner_type, enterprise_id, account_id, user_id, plan_id, document_id, used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        useId,
        use.sealId,
        facts.seal_name,
        facts.owner_type,
        facts.enterprise_id,
        use.accountId,
        facts.user_id,
        use.planId,
        use.documentId,
        use.at,
      ],
    );
    return { useId };
  }
  const drizzle = db as Pick<Db, 'select' | 'insert'>;
  const facts = await factsOf(drizzle, use);
  await drizzle.insert(sealUses).values({
    id: useId,
    sealId: use.sealId,
    ...facts,
    accountId: use.accountId,
    planId: use.planId,
    documentId: use.documentId,
    usedAt: use.at,
  });
  return { useId };
}

async function factsOf(db: Pick<Db, 'select'>, use: SealUse): Promise<UseFacts> {
  const [seal] = await db
    .select({ name: seals.name, ownerType: seals.ownerType, enterpriseId: seals.enterpriseId })
    .from(seals)
    .where(eq(seals.id, use.sealId));
  if (!seal) throw new AppError('SEAL_NOT_FOUND');
  const [account] = await db.select({ userId: accounts.userId }).from(accounts).where(eq(accounts.id, use.accountId));
  if (!account) throw new AppError('USER_NOT_FOUND');
  return { sealName: seal.name, ownerType: seal.ownerType, enterpriseId: seal.enterpriseId, userId: account.userId };
}
