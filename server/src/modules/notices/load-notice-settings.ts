// A notice type's switch and its SMS and e-mail templates, as stored.
import type { TMessageChannel, TNoticeType } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { noticeTemplates, noticeTypes } from '../../db/schema';

export interface StoredTemplate {
  channel: TMessageChannel;
  subject: string | null;
  body: string;
  enabled: boolean;
  updatedAt: Date;
}

export async function loadNoticeSettings(
  db: Db,
  type: TNoticeType,
): Promise<{ enabled: boolean; templates: Map<TMessageChannel, StoredTemplate> }> {
  const [setting] = await db.select().from(noticeTypes).where(eq(noticeTypes.noticeType, type));
  const rows = await db.select().from(noticeTemplates).where(eq(noticeTemplates.noticeType, type));
  return {
    enabled: setting?.enabled ?? false,
    templates: new Map(rows.map((row) => [row.channel, row])),
  };
}
