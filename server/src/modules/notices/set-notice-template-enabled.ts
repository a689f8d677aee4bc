// POST cb/assemble/notice/template/state (platform staff): switches one SMS or e-mail template on
// or off; sendNotice skips it, or answers MESSAGE_TEMPLATE_DISABLED to a sender that insists.
import { AppError } from '@ecsign/core/errors';
import type { TMessageChannel, TNoticeType } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { noticeTemplates } from '../../db/schema';

export async function setNoticeTemplateEnabled(
  context: AppContext,
  userId: string,
  input: { noticeType: TNoticeType; channel: TMessageChannel; enabled: boolean },
): Promise<void> {
  const rows = await context.database.db
    .update(noticeTemplates)
    .set({ enabled: input.enabled, updatedBy: userId, updatedAt: context.now() })
    .where(and(eq(noticeTemplates.noticeType, input.noticeType), eq(noticeTemplates.channel, input.channel)))
    .returning({ type: noticeTemplates.noticeType });
  if (rows.length === 0) throw new AppError('NOT_FOUND', { internal: 'no such template' });
}
