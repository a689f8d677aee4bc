// Spends a challenge nonce: it must exist, be unused and unexpired, be of the right purpose and, for
// BIND, belong to the user. Checked and spent in one statement, so it works once across processes.
import { AppError } from '@ecsign/core/errors';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyChallenges } from '../../db/schema';
import type { TUkeyChallengePurpose } from './issue-ukey-challenge';

export async function consumeUkeyChallenge(
  context: AppContext,
  nonce: string,
  purpose: TUkeyChallengePurpose,
  userId: string | null,
): Promise<void> {
  const now = context.now();
  const spent = await context.database.db
    .update(ukeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(ukeyChallenges.nonce, nonce),
        eq(ukeyChallenges.purpose, purpose),
        userId === null ? isNull(ukeyChallenges.userId) : eq(ukeyChallenges.userId, userId),
        isNull(ukeyChallenges.usedAt),
        gt(ukeyChallenges.expiresAt, now),
      ),
    )
    .returning({ nonce: ukeyChallenges.nonce });
  if (spent.length === 0) throw new AppError('UKEY_CHALLENGE_EXPIRED');
}
