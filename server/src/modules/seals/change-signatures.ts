// A person's signatures: the list (default first), choosing the default, and deleting one. The
// last signature cannot be deleted (catalogue 75000021: without another seal the person could no
// longer sign); deleting the default hands the default to the newest remaining one.
import { AppError } from '@ecsign/core/errors';
import type { TSealRow } from '@ecsign/core/model';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import { lockPerson } from './lock-person';
import { sealView } from './seal-view';
import { dropSealImages } from './store-seal-image';

export async function listSignatures(context: AppContext, userId: string): Promise<TSealRow[]> {
  const rows = await context.database.db
    .select()
    .from(seals)
    .where(and(eq(seals.ownerType, 'PERSON'), eq(seals.userId, userId)))
    .orderBy(desc(seals.isDefault), desc(seals.createdAt), desc(seals.id));
  return rows.map(sealView);
}

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

export async function deleteSignature(context: AppContext, userId: string, sealId: string): Promise<void> {
  const removed = await context.database.db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const mine = await tx
      .select()
      .from(seals)
      .where(eq(seals.userId, userId))
      .orderBy(desc(seals.createdAt), desc(seals.id));
    const seal = mine.find((row) => row.id === sealId);
    if (!seal) throw new AppError('SEAL_NOT_FOUND');
    if (mine.length === 1) throw new AppError('HANDWRITTEN_SIGNATURE_UNDELETABLE');
    await tx.delete(seals).where(eq(seals.id, sealId));
    if (seal.isDefault) {
      const next = mine.find((row) => row.id !== sealId)!;
      await tx.update(seals).set({ isDefault: true }).where(eq(seals.id, next.id));
    }
    return seal;
  });
  await dropSealImages(context, [removed.pngKey, removed.svgKey]);
}
