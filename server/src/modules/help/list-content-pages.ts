// GET cb/assemble/page/list (platform staff): every content page, by slug.
import type { TContentPage } from '@ecsign/core/model';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contentPages } from '../../db/schema';
import { toContentPage } from './content-page-view';

export async function listContentPages(context: AppContext): Promise<TContentPage[]> {
  const rows = await context.database.db.select().from(contentPages).orderBy(asc(contentPages.slug));
  return rows.map(toContentPage);
}
