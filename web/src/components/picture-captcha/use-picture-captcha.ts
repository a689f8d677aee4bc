// The picture captcha's state (GET cb/assemble/captcha): the current picture and its key, and two
// ways to get a new one — `refresh` for the form itself (after a failed login) and `userRefresh`
// for a click on the picture, which is allowed at most once per 3 s (spec item S-picture-refresh) and otherwise
// raises the "please rest" warning until the next refresh is allowed.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import { throttlePictureRefresh, type TPictureCaptcha } from '@ecsign/core/captcha';
import { endpoints } from '@ecsign/core/endpoints';

export type TPictureCaptchaStatus = 'loading' | 'ready' | 'failed';

export interface PictureCaptchaController {
  captcha: TPictureCaptcha | null;
  status: TPictureCaptchaStatus;
  /** True while the user is asked to rest after clicking too often. */
  resting: boolean;
  refresh(): Promise<void>;
  userRefresh(): void;
}

export function usePictureCaptcha(
  api: Pick<ApiClient, 'call'>,
  now: () => number = Date.now,
): PictureCaptchaController {
  const [captcha, setCaptcha] = useState<TPictureCaptcha | null>(null);
  const [status, setStatus] = useState<TPictureCaptchaStatus>('loading');
  const [resting, setResting] = useState(false);
  const lastUserRefresh = useRef<number | null>(null);
  const restTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the newest request may set the picture: a slow earlier reply must not replace it.
  const sequence = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++sequence.current;
    setStatus('loading');
    try {
      const next = await api.call(endpoints.captcha.picture, {}, { noToken: true });
      if (mine !== sequence.current) return;
      setCaptcha(next);
      setStatus('ready');
    } catch {
      if (mine !== sequence.current) return;
      setCaptcha(null);
      setStatus('failed');
    }
  }, [api]);

  const userRefresh = useCallback(() => {
    const at = now();
    const decision = throttlePictureRefresh({ lastRefreshAt: lastUserRefresh.current, now: at });
    clearTimeout(restTimer.current);
    if (decision.outcome === 'rest') {
      setResting(true);
      restTimer.current = setTimeout(() => setResting(false), decision.retryInMs);
      return;
    }
    lastUserRefresh.current = at;
    setResting(false);
    void refresh();
  }, [now, refresh]);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => () => clearTimeout(restTimer.current), []);

  return { captcha, status, resting, refresh, userRefresh };
}
