// GET cb/assemble/notice/template/list (platform staff): every notice type with its switch, its
// placeholders and its SMS and e-mail templates.
import { NOTICE_PLACEHOLDERS, NOTICE_TYPES, type TNoticeTypeSettings } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { noticeTemplates, noticeTypes } from '../../db/schema';

export async function listNoticeSettings(context: AppContext): Promise<TNoticeTypeSettings[]> {
  const { db } = context.database;
  const types = await db.select().from(noticeTypes);
  const templates = await db.select().from(noticeTemplates);
  return NOTICE_TYPES.map((noticeType) => ({
    noticeType,
    enabled: types.find((row) => row.noticeType === noticeType)?.enabled ?? false,
    placeholders: [...NOTICE_PLACEHOLDERS[noticeType]],
    templates: templates
      .filter((row) => row.noticeType === noticeType)
      .sort((a, b) => a.channel.localeCompare(b.channel))
      .map((row) => ({
        noticeType,
        channel: row.channel,
        subject: row.subject,
        body: row.body,
        enabled: row.enabled,
        updatedAt: row.updatedAt.toISOString(),
      })),
  }));
}
