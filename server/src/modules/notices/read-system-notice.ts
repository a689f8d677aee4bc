// GET cb/assemble/notice/system/preview (the /previewNotice page, an open route): a published
// notice for anyone; a draft or withdrawn one only for staff who may publish (their preview
// before publishing). Others learn nothing about unpublished notices.
import { AppError } from '@ecsign/core/errors';
import type { TSystemNotice } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { systemNotices } from '../../db/schema';
import { toSystemNotice } from './system-notice-view';

export async function readSystemNotice(
  context: AppContext,
  systemNoticeId: string,
  mayPublish: () => Promise<boolean>,
): Promise<TSystemNotice> {
  const [row] = await context.database.db.select().from(systemNotices).where(eq(systemNotices.id, systemNoticeId));
  if (!row) throw new AppError('NOTICE_NOT_FOUND');
  if (row.status !== 'PUBLISHED' && !(await mayPublish())) throw new AppError('NOTICE_NOT_FOUND');
  return toSystemNotice(row);
}
