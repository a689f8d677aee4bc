// CC recipients invited by mobile number hear of a completed contract (when the others get
// CONTRACT_CC) by the invitation SMS: their link leads to the contract to view once they have an
// account. The link lasts INVITE_LINK_DAYS (the signing deadline no longer matters).
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import type { NoticeLog } from '../contracts/contract-notices';
import { invitedPartiesOf } from './invited-parties';
import { sendInvitations } from './send-invitations';

export async function inviteCcRecipients(
  context: AppContext,
  plan: { id: string; initiatorName: string },
  log?: NoticeLog,
): Promise<void> {
  const invited = await invitedPartiesOf(context.database, plan.id, { role: 'CC' });
  if (invited.length === 0) return;
  const results = await context.database.db.transaction((tx) =>
    sendInvitations(
      context,
      invited.map((party) => ({
        planId: plan.id,
        name: party.name,
        mobile: party.mobile,
        initiatorName: plan.initiatorName,
        deadlineAt: null,
      })),
      tx as unknown as Db,
    ),
  );
  for (const refused of results.filter((result) => result instanceof AppError)) {
    log?.warn({ err: refused, planId: plan.id }, 'CC invitation not sent');
  }
}
