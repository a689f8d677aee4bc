// POST cb/assemble/notice/type/state (platform staff): switches a whole notice type on or off;
// sendNotice answers NOTICE_TYPE_DISABLED for a type that is off.
import { AppError } from '@ecsign/core/errors';
import type { TNoticeType } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { noticeTypes } from '../../db/schema';

export async function setNoticeTypeEnabled(
  context: AppContext,
  userId: string,
  input: { noticeType: TNoticeType; enabled: boolean },
): Promise<void> {
  const rows = await context.database.db
    .update(noticeTypes)
    .set({ enabled: input.enabled, updatedBy: userId, updatedAt: context.now() })
    .where(eq(noticeTypes.noticeType, input.noticeType))
    .returning({ type: noticeTypes.noticeType });
  if (rows.length === 0) throw new AppError('NOT_FOUND', { internal: 'no such notice type' });
}
