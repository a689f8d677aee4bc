// Whether a limit is used up, without counting an event: for limits that count failures only
// (the attempt is refused before it runs; the failure is recorded with hitRateLimit afterwards).
import type { AppContext } from '../../context';
import type { RateLimitRule } from './rate-limits';

export async function isRateLimited(context: AppContext, options: RateLimitRule & { key: string }): Promise<boolean> {
  const now = context.now();
  const [row] = await context.database.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM rate_limit_hits
      WHERE bucket = $1 AND key = $2 AND hit_at > $3 AND hit_at <= $4`,
    [options.bucket, options.key, new Date(now.getTime() - options.windowMs), now],
  );
  return (row?.count ?? 0) >= options.limit;
}
