// JOIN_RESULT notice: the applicant hears whether the application passed or was rejected.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { enterprises, type joinApplications } from '../../db/schema';
import { sendNoticeIfEnabled } from '../notices/send-notice-if-enabled';

export async function notifyJoinResult(
  context: AppContext,
  tx: Db,
  input: { application: typeof joinApplications.$inferSelect; passed: boolean; comment: string },
): Promise<void> {
  const [enterprise] = await tx
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, input.application.enterpriseId));
  await sendNoticeIfEnabled(
    context,
    {
      type: 'JOIN_RESULT',
      recipients: [{ userId: input.application.userId }],
      values: {
        enterpriseName: enterprise?.name ?? '',
        result: input.passed ? '已通过' : '已驳回',
        comment: input.comment ? `审核意见：${input.comment}` : '',
      },
      link: '/account/ent',
    },
    tx,
  );
}
