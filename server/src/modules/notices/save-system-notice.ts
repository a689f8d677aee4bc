// POST cb/assemble/notice/system/save (notice:publish): a new draft, or new wording for a draft.
// A published or withdrawn notice is not changed (NOTICE_ALREADY_PUBLISHED): people have read it.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TSystemNotice, TSystemNoticeForm } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { systemNotices } from '../../db/schema';
import { toSystemNotice } from './system-notice-view';

export async function saveSystemNotice(
  context: AppContext,
  userId: string,
  form: TSystemNoticeForm,
): Promise<TSystemNotice> {
  if (!form.title) throw new AppError('NOTICE_TITLE_EMPTY');
  const { db } = context.database;
  const now = context.now();
  if (!form.systemNoticeId) {
    const [row] = await db
      .insert(systemNotices)
      .values({
        id: randomUUID(),
        title: form.title,
        content: form.content,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toSystemNotice(row!);
  }
  const [row] = await db
    .update(systemNotices)
    .set({ title: form.title, content: form.content, updatedAt: now })
    .where(and(eq(systemNotices.id, form.systemNoticeId), eq(systemNotices.status, 'DRAFT')))
    .returning();
  if (row) return toSystemNotice(row);
  const [existing] = await db
    .select({ id: systemNotices.id })
    .from(systemNotices)
    .where(eq(systemNotices.id, form.systemNoticeId));
  throw new AppError(existing ? 'NOTICE_ALREADY_PUBLISHED' : 'NOTICE_NOT_FOUND');
}
