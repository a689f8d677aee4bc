// A system notice row as staff and the preview page see it.
import type { TSystemNotice } from '@ecsign/core/model';
import type { systemNotices } from '../../db/schema';

export function toSystemNotice(row: typeof systemNotices.$inferSelect): TSystemNotice {
  return {
    systemNoticeId: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
