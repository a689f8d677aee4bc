// POST cb/assemble/notice/system/{publish,withdraw,delete} (notice:publish). Publishing a draft
// makes it reach every user's notice centre (copied in lazily, see syncSystemNotices); withdrawing
// hides it again; only drafts and withdrawn notices may be deleted.
import { AppError } from '@ecsign/core/errors';
import type { TSystemNotice } from '@ecsign/core/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { systemNotices } from '../../db/schema';
import { toSystemNotice } from './system-notice-view';

export type TSystemNoticeAction = 'PUBLISH' | 'WITHDRAW' | 'DELETE';

const FROM = {
  PUBLISH: ['DRAFT'],
  WITHDRAW: ['PUBLISHED'],
  DELETE: ['DRAFT', 'WITHDRAWN'],
} as const;

/** Publishing and withdrawing answer the notice as it now is; deleting answers null. */
export async function changeSystemNotice(
  context: AppContext,
  systemNoticeId: string,
  action: 'PUBLISH' | 'WITHDRAW',
): Promise<TSystemNotice>;
export async function changeSystemNotice(context: AppContext, systemNoticeId: string, action: 'DELETE'): Promise<null>;
export async function changeSystemNotice(
  context: AppContext,
  systemNoticeId: string,
  action: TSystemNoticeAction,
): Promise<TSystemNotice | null> {
  const { db } = context.database;
  const now = context.now();
  const where = and(eq(systemNotices.id, systemNoticeId), inArray(systemNotices.status, [...FROM[action]]));
  const rows =
    action === 'DELETE'
      ? await db.delete(systemNotices).where(where).returning()
      : await db
          .update(systemNotices)
          .set(
            action === 'PUBLISH'
              ? { status: 'PUBLISHED', publishedAt: now, updatedAt: now }
              : { status: 'WITHDRAWN', updatedAt: now },
          )
          .where(where)
          .returning();
  if (rows.length > 0) return action === 'DELETE' ? null : toSystemNotice(rows[0]!);
  const [existing] = await db.select().from(systemNotices).where(eq(systemNotices.id, systemNoticeId));
  if (!existing) throw new AppError('NOTICE_NOT_FOUND');
  throw new AppError(existing.status === 'PUBLISHED' ? 'NOTICE_ALREADY_PUBLISHED' : 'OPERATION_FAILED', {
    internal: `${action} from ${existing.status}`,
  });
}
