// The login form's picture captcha may be refreshed at most once per 3 s; a click sooner gets a
// warning asking the user to rest (spec item S-picture-refresh).
import { PICTURE_REFRESH_INTERVAL_MS } from './constants';

export type TPictureRefreshDecision = { outcome: 'refresh' } | { outcome: 'rest'; retryInMs: number };

export type TThrottleOptions = {
  /** When the picture was last refreshed (ms since the epoch), or null if never. */
  lastRefreshAt: number | null;
  now: number;
};

/**
 * Decides one click. The caller records `now` as lastRefreshAt only when told to refresh, so
 * clicking repeatedly does not push the next allowed refresh further away. A clock that went
 * backwards never locks the user out.
 */
export function throttlePictureRefresh({ lastRefreshAt, now }: TThrottleOptions): TPictureRefreshDecision {
  if (lastRefreshAt === null) return { outcome: 'refresh' };
  const elapsed = now - lastRefreshAt;
  if (elapsed >= 0 && elapsed < PICTURE_REFRESH_INTERVAL_MS) {
    return { outcome: 'rest', retryInMs: PICTURE_REFRESH_INTERVAL_MS - elapsed };
  }
  return { outcome: 'refresh' };
}
