// Whether a client is locked out of the behaviour captcha (repCode 6202): its last
// FAILURES_BEFORE_LOCK checks all failed within FAILURE_WINDOW_MS, and the last of them was less
// than LOCK_MS ago. A passed check in between breaks the run.
import type { SqlRunner } from '../../db/open-database';
import { FAILURE_WINDOW_MS, FAILURES_BEFORE_LOCK, LOCK_MS } from './behaviour-captcha-limits';

/** The end of the client's lock, or null when it is not locked. */
export async function findClientLock(tx: SqlRunner, clientUid: string, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - LOCK_MS - FAILURE_WINDOW_MS);
  const checks = await tx.query<{ checked_at: Date | string; passed: boolean }>(
    `SELECT checked_at, verified_at IS NOT NULL AS passed FROM behaviour_captchas
      WHERE client_uid = $1 AND checked_at IS NOT NULL AND checked_at > $2
      ORDER BY checked_at DESC LIMIT $3`,
    [clientUid, since, FAILURES_BEFORE_LOCK],
  );
  if (checks.length < FAILURES_BEFORE_LOCK || checks.some((check) => check.passed)) return null;
  const last = new Date(checks[0]!.checked_at).getTime();
  const first = new Date(checks.at(-1)!.checked_at).getTime();
  if (last - first > FAILURE_WINDOW_MS || now.getTime() >= last + LOCK_MS) return null;
  return new Date(last + LOCK_MS);
}
