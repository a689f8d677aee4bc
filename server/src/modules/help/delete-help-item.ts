// POST cb/assemble/help/delete (platform staff): the item leaves the help centre and its bytes are
// removed; the row stays marked deleted so that the built-in guide is not seeded again.
import { AppError } from '@ecsign/core/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { helpItems } from '../../db/schema';

export async function deleteHelpItem(context: AppContext, helpId: string): Promise<void> {
  const [row] = await context.database.db
    .update(helpItems)
    .set({ deletedAt: context.now() })
    .where(and(eq(helpItems.id, helpId), isNull(helpItems.deletedAt)))
    .returning({ blobKey: helpItems.blobKey });
  if (!row) throw new AppError('FILE_NOT_FOUND');
  await blobStoreOf(context).delete(row.blobKey);
}
