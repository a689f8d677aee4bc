// A sliding-window rate limit kept in the database (rate_limit_hits), so that every server process
// on one database shares it. A hit is recorded only when it is allowed; a transaction-level
// advisory lock per bucket and key makes count-then-insert atomic across processes.
import type { AppContext } from '../../context';
import { RATE_LIMIT_RETENTION_MS, type RateLimitRule } from './rate-limits';

const RATE_LIMIT_LOCK_SPACE = 7_152_003;

export interface RateLimitVerdict {
  allowed: boolean;
  /** Events inside the window, this one included when allowed. */
  count: number;
  /** When refused: milliseconds until the oldest event leaves the window. */
  retryAfterMs: number;
}

export async function hitRateLimit(
  context: AppContext,
  options: RateLimitRule & { key: string },
): Promise<RateLimitVerdict> {
  if (options.windowMs > RATE_LIMIT_RETENTION_MS) throw new Error(`rate limit window of ${options.bucket} too long`);
  const now = context.now();
  const since = new Date(now.getTime() - options.windowMs);
  return context.database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
      RATE_LIMIT_LOCK_SPACE,
      `${options.bucket} ${options.key}`,
    ]);
    await tx.query('DELETE FROM rate_limit_hits WHERE bucket = $1 AND key = $2 AND hit_at <= $3', [
      options.bucket,
      options.key,
      since,
    ]);
    // Now and then, forget the keys that never came back.
    if (Math.random() < 0.01) {
      await tx.query('DELETE FROM rate_limit_hits WHERE hit_at < $1', [
        new Date(now.getTime() - RATE_LIMIT_RETENTION_MS),
      ]);
    }
    const [row] = await tx.query<{ count: number; oldest: Date | string | null }>(
      `SELECT count(*)::int AS count, min(hit_at) AS oldest FROM rate_limit_hits
        WHERE bucket = $1 AND key = $2 AND hit_at > $3 AND hit_at <= $4`,
      [options.bucket, options.key, since, now],
    );
    const count = row?.count ?? 0;
    if (count >= options.limit) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      return { allowed: false, count, retryAfterMs: Math.max(0, oldest + options.windowMs - now.getTime()) };
    }
    await tx.query('INSERT INTO rate_limit_hits (bucket, key, hit_at) VALUES ($1, $2, $3)', [
      options.bucket,
      options.key,
      now,
    ]);
    return { allowed: true, count: count + 1, retryAfterMs: 0 };
  });
}
