// Checks a code against the newest live code of its target and scene, without spending it (see
// consumeVerificationCodes). Every check counts as an attempt, atomically, before the comparison,
// so even parallel guesses get AUTH_CODE_MAX_ATTEMPTS tries in all.
import { AppError } from '@ecsign/core/errors';
import { AUTH_CODE_MAX_ATTEMPTS } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { hashVerificationCode } from './hash-verification-code';

/** Returns the code's id; VERIFICATION_CODE_EXPIRED when none is live, REGISTRATION_CODE_FAILED when wrong. */
export async function checkVerificationCode(
  context: AppContext,
  options: { target: string; scene: string; code: string },
): Promise<string> {
  const now = context.now();
  const [row] = await context.database.query<{ id: string; code_hash: string }>(
    `UPDATE verification_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM verification_codes
                   WHERE target = $1 AND scene = $2 AND used_at IS NULL AND expires_at > $3 AND attempts < $4
                   ORDER BY created_at DESC LIMIT 1)
        AND used_at IS NULL AND attempts < $4
      RETURNING id, code_hash`,
    [options.target, options.scene, now, AUTH_CODE_MAX_ATTEMPTS],
  );
  if (!row) throw new AppError('VERIFICATION_CODE_EXPIRED', { internal: `no live ${options.scene} code` });
  if (row.code_hash !== hashVerificationCode(row.id, options.code)) {
    throw new AppError('REGISTRATION_CODE_FAILED', { internal: `wrong ${options.scene} code` });
  }
  return row.id;
}
