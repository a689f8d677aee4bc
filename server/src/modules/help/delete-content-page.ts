// POST cb/assemble/page/delete (platform staff): removes the page of a slug.
import { AppError } from '@ecsign/core/errors';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contentPages } from '../../db/schema';

export async function deleteContentPage(context: AppContext, slug: string): Promise<void> {
  const rows = await context.database.db
    .delete(contentPages)
    .where(eq(contentPages.slug, slug))
    .returning({ slug: contentPages.slug });
  if (rows.length === 0) throw new AppError('NOT_FOUND', { internal: `no page ${slug}` });
}
