// POST cb/assemble/auth/enterprise/payment/confirm: the amount the corporate account received.
// Right: the enterprise is verified. Wrong: "payment verification failure" with the tries left;
// the third wrong amount ends the attempt.
import { AppError } from '@ecsign/core/errors';
import { PAYMENT_MAX_ATTEMPTS, type TEnterpriseAuthState } from '@ecsign/core/model';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseVerifications } from '../../db/schema';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import { openEnterpriseAttempt } from './open-enterprise-attempt';
import { passEnterpriseAttempt } from './pass-enterprise-attempt';
import { readEnterpriseAuth } from './read-enterprise-auths';

/** "0.37" → 37; amounts are whole fen. */
function toCents(amount: string): number {
  const [yuan = '0', fen = ''] = amount.split('.');
  return Number(yuan) * 100 + Number(fen.padEnd(2, '0'));
}

export async function confirmPayment(
  context: AppContext,
  userId: string,
  input: { verificationId: string; amount: string },
): Promise<TEnterpriseAuthState> {
  const attempt = await openEnterpriseAttempt(context, userId, input.verificationId);
  if (attempt.method !== 'PAYMENT' || attempt.paymentAmountCents === null) {
    throw new AppError('AUTH_STATUS_CONFLICT', { internal: 'no payment check under way' });
  }
  if (toCents(input.amount) === attempt.paymentAmountCents) {
    await passEnterpriseAttempt(context, attempt);
    return readEnterpriseAuth(context, userId, attempt.id);
  }
  // Each wrong amount is one try, counted in the database itself: two wrong confirmations sent at
  // once are two tries, so none of them has to be refused as a duplicate.
  const [counted] = await context.database.db
    .update(enterpriseVerifications)
    .set({ paymentAttempts: sql`${enterpriseVerifications.paymentAttempts} + 1`, updatedAt: context.now() })
    .where(eq(enterpriseVerifications.id, attempt.id))
    .returning({ tries: enterpriseVerifications.paymentAttempts });
  const tries = counted!.tries;
  if (tries >= PAYMENT_MAX_ATTEMPTS) {
    await closeEnterpriseAttempt(context, attempt, { status: 'FAILED', failureCode: 'PAYMENT_ATTEMPTS_EXHAUSTED' });
    throw new AppError('PAYMENT_ATTEMPTS_EXHAUSTED');
  }
  throw new AppError('PAYMENT_VERIFICATION_FAILED', { details: { attemptsLeft: PAYMENT_MAX_ATTEMPTS - tries } });
}
