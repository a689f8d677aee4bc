// GET cb/assemble/page/content?slug=…: one content page, for anyone (/page is an open route).
import { AppError } from '@ecsign/core/errors';
import type { TContentPage } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contentPages } from '../../db/schema';
import { toContentPage } from './content-page-view';

export async function readContentPage(context: AppContext, slug: string): Promise<TContentPage> {
  const [row] = await context.database.db.select().from(contentPages).where(eq(contentPages.slug, slug));
  if (!row) throw new AppError('NOT_FOUND', { internal: `no page ${slug}` });
  return toContentPage(row);
}
