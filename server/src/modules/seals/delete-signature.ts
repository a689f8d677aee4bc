// Deletes one of a person's signatures. The last one cannot go (catalogue 75000021: without
// another seal the person could no longer sign); deleting the default hands the default to the
// newest remaining one. The images are removed after the row.
import { AppError } from '@ecsign/core/errors';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { seals } from '../../db/schema-seals';
import { lockPerson } from './lock-person';
import { dropSealImages } from './store-seal-image';

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
