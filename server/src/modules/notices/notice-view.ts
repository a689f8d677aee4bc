// A stored notice as the notice centre shows it.
import type { TNoticeView } from '@ecsign/core/model';
import type { notices } from '../../db/schema';

export function toNoticeView(row: typeof notices.$inferSelect): TNoticeView {
  return {
    noticeId: row.id,
    type: row.noticeType,
    title: row.title,
    content: row.content,
    link: row.link,
    read: row.readAt !== null,
    systemNoticeId: row.systemNoticeId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
