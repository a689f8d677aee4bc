// GET cb/assemble/help/list: the help centre's documents and videos, newest first.
import type { THelpItem } from '@ecsign/core/model';
import { desc, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { helpItems } from '../../db/schema';
import { toHelpItem } from './help-item-view';

export async function listHelpItems(context: AppContext): Promise<THelpItem[]> {
  const rows = await context.database.db
    .select()
    .from(helpItems)
    .where(isNull(helpItems.deletedAt))
    .orderBy(desc(helpItems.createdAt));
  return rows.map(toHelpItem);
}
