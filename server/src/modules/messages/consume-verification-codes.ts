// Spends checked codes, all or none: a code works once, even when two requests race with it.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';

export async function consumeVerificationCodes(context: AppContext, ids: readonly string[]): Promise<void> {
  const now = context.now();
  await context.database.transaction(async (tx) => {
    const spent = await tx.query<{ id: string }>(
      'UPDATE verification_codes SET used_at = $2 WHERE id = ANY($1) AND used_at IS NULL AND expires_at > $2 RETURNING id',
      [ids, now],
    );
    if (spent.length !== new Set(ids).size) {
      throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: 'code spent by another request' });
    }
  });
}
