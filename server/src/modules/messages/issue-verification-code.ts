// Makes a new 6-digit code for a number (or address) and scene. Only the newest code of a target
// and scene works: issuing one spends the ones before it.
import { randomInt, randomUUID } from 'node:crypto';
import { AUTH_CODE_LENGTH, AUTH_CODE_TTL_SECONDS } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { hashVerificationCode } from './hash-verification-code';

const RETENTION_MS = 24 * 60 * 60_000;

export async function issueVerificationCode(
  context: AppContext,
  options: { target: string; scene: string },
): Promise<{ id: string; code: string; expiresAt: Date }> {
  const now = context.now();
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + AUTH_CODE_TTL_SECONDS * 1000);
  await context.database.transaction(async (tx) => {
    await tx.query('UPDATE verification_codes SET used_at = $3 WHERE target = $1 AND scene = $2 AND used_at IS NULL', [
      options.target,
      options.scene,
      now,
    ]);
    await tx.query(
      `INSERT INTO verification_codes (id, target, scene, code_hash, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, options.target, options.scene, hashVerificationCode(id, code), expiresAt, now],
    );
    await tx.query('DELETE FROM verification_codes WHERE created_at < $1', [new Date(now.getTime() - RETENTION_MS)]);
  });
  return { id, code, expiresAt };
}
