// Loads the picture captcha (GET cb/assemble/captcha) and refreshes it on demand.
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@ecsign/core/api';
import { ZPictureCaptcha, type TPictureCaptcha } from '@ecsign/core/captcha';

export function usePictureCaptcha(api: ApiClient) {
  const [captcha, setCaptcha] = useState<TPictureCaptcha | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setCaptcha(await api.request({ method: 'GET', path: 'cb/assemble/captcha', noToken: true }, ZPictureCaptcha));
      setFailed(false);
    } catch {
      setCaptcha(null);
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { captcha, failed, refresh };
}
