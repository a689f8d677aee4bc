// Counts one event against a limit, or refuses it with a catalogue code (429) and the seconds to
// wait in the reply's data.
import { AppError, type TErrorCode } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { hitRateLimit } from './hit-rate-limit';
import type { RateLimitRule } from './rate-limits';

export async function enforceRateLimit(
  context: AppContext,
  options: RateLimitRule & { key: string; code?: TErrorCode },
): Promise<void> {
  const verdict = await hitRateLimit(context, options);
  if (verdict.allowed) return;
  throw new AppError(options.code ?? 'TOO_MANY_REQUESTS', {
    internal: `rate limit ${options.bucket} reached for ${options.key}`,
    details: { retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000) },
  });
}
