// Makes one of a person's signatures the default (the one a signing page offers first); exactly one
// is the default afterwards, also when two tabs switch at once (the person's row is locked).
import { AppError } from '@ecsign/core/errors';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import { lockPerson } from './lock-person';

export async function setDefaultSignature(context: AppContext, userId: string, sealId: string): Promise<void> {
  await context.database.db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [seal] = await tx
      .select({ id: seals.id })
      .from(seals)
      .where(and(eq(seals.id, sealId), eq(seals.userId, userId)));
    if (!seal) throw new AppError('SEAL_NOT_FOUND');
    await tx
      .update(seals)
      .set({ isDefault: false })
      .where(and(eq(seals.userId, userId), ne(seals.id, sealId)));
    await tx.update(seals).set({ isDefault: true, updatedAt: context.now() }).where(eq(seals.id, sealId));
  });
}
