// POST cb/assemble/page/save (platform staff): writes the page of a slug, new or changed.
import type { TContentPage, TContentPageForm } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { contentPages } from '../../db/schema';
import { toContentPage } from './content-page-view';

export async function saveContentPage(
  context: AppContext,
  userId: string,
  form: TContentPageForm,
): Promise<TContentPage> {
  const now = context.now();
  const values = { kind: form.kind, title: form.title, body: form.body, updatedBy: userId, updatedAt: now };
  const [row] = await context.database.db
    .insert(contentPages)
    .values({ slug: form.slug, createdAt: now, ...values })
    .onConflictDoUpdate({ target: contentPages.slug, set: values })
    .returning();
  return toContentPage(row!);
}
