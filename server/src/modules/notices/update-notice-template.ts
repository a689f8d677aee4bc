// POST cb/assemble/notice/template/update (platform staff): new wording for one template. Only
// the type's own placeholders may appear (MESSAGE_TEMPLATE_PLACEHOLDER_UNKNOWN lists the others),
// so a saved template can always be filled by the senders of that type.
import { AppError } from '@ecsign/core/errors';
import { unknownPlaceholders, type TNoticeTemplateUpdate } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { noticeTemplates } from '../../db/schema';

export async function updateNoticeTemplate(
  context: AppContext,
  userId: string,
  form: TNoticeTemplateUpdate,
): Promise<void> {
  const subject = form.channel === 'EMAIL' ? (form.subject ?? '') : null;
  const unknown = unknownPlaceholders(form.noticeType, `${subject ?? ''}\n${form.body}`);
  if (unknown.length) {
    throw new AppError('MESSAGE_TEMPLATE_PLACEHOLDER_UNKNOWN', { details: { placeholders: unknown } });
  }
  const rows = await context.database.db
    .update(noticeTemplates)
    .set({ subject, body: form.body, updatedBy: userId, updatedAt: context.now() })
    .where(and(eq(noticeTemplates.noticeType, form.noticeType), eq(noticeTemplates.channel, form.channel)))
    .returning({ type: noticeTemplates.noticeType });
  if (rows.length === 0) throw new AppError('NOT_FOUND', { internal: 'no such template' });
}
