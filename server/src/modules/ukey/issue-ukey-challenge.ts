// GET uk/challenge and uk/bind/challenge: a random nonce the key device must sign, valid once for
// UKEY_CHALLENGE_TTL_SECONDS. A BIND challenge belongs to the logged-in user who asked for it.
import { randomBytes } from 'node:crypto';
import { UKEY_CHALLENGE_TTL_SECONDS, type TUkeyChallenge } from '@ecsign/core/model';
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyChallenges } from '../../db/schema';

export type TUkeyChallengePurpose = 'LOGIN' | 'BIND';

export async function issueUkeyChallenge(
  context: AppContext,
  purpose: TUkeyChallengePurpose,
  userId: string | null,
): Promise<TUkeyChallenge> {
  const now = context.now();
  const nonce = randomBytes(32).toString('base64url');
  const { db } = context.database;
  await db.delete(ukeyChallenges).where(lt(ukeyChallenges.expiresAt, now));
  await db.insert(ukeyChallenges).values({
    nonce,
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + UKEY_CHALLENGE_TTL_SECONDS * 1000),
  });
  return { nonce, expiresIn: UKEY_CHALLENGE_TTL_SECONDS };
}
