// The picture captcha of the login form (GET cb/assemble/captcha), for the chosen server.
// A server outside the manifest's host permissions needs the user's consent first; Chrome asks
// for it only from a click, so `connect` is called from one. A user may refresh the picture at
// most once per 3 s (spec item S-picture-refresh); after a failed login the used captcha is renewed without that limit.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TPictureCaptcha } from '@ecsign/core/captcha';
import type { ServerConnection } from '../connection/create-server-connection';
import { hostAccessPattern } from '../connection/host-access-pattern';
import type { HostPermissions } from '../extension-platform';

export const CAPTCHA_REFRESH_INTERVAL_MS = 3_000;

export type TCaptchaState =
  | { kind: 'loading' }
  /** The extension may not reach this server yet; `denied` once the user said no. */
  | { kind: 'needs-access'; denied: boolean }
  | { kind: 'ready'; captcha: TPictureCaptcha }
  | { kind: 'failed' };

export interface PictureCaptcha {
  state: TCaptchaState;
  /** The user clicked a refresh faster than allowed. */
  tooFrequent: boolean;
  /** A click on the picture. */
  refreshByUser(): void;
  /** A click on "connect": asks for access to the server, then loads the picture. */
  connect(): void;
  /** A new picture without the rate limit: after a failed login, or to retry a failed load. */
  renew(): void;
}

export function usePictureCaptcha(options: {
  connection: ServerConnection;
  permissions: HostPermissions;
  now: () => number;
}): PictureCaptcha {
  const { connection, permissions, now } = options;
  const [state, setState] = useState<TCaptchaState>({ kind: 'loading' });
  const [tooFrequent, setTooFrequent] = useState(false);
  const lastUserRefresh = useRef(Number.NEGATIVE_INFINITY);
  // Only the newest load may set the state: a slow reply from a former address must not win.
  const generation = useRef(0);

  const load = useCallback(() => {
    const mine = ++generation.current;
    setState({ kind: 'loading' });
    connection.fetchCaptcha().then(
      (captcha) => {
        if (mine === generation.current) setState({ kind: 'ready', captcha });
      },
      () => {
        if (mine === generation.current) setState({ kind: 'failed' });
      },
    );
  }, [connection]);

  useEffect(() => {
    const mine = ++generation.current;
    setTooFrequent(false);
    permissions.contains({ origins: [hostAccessPattern(connection.address)] }).then(
      (granted) => {
        if (mine !== generation.current) return;
        if (granted) load();
        else setState({ kind: 'needs-access', denied: false });
      },
      () => {
        if (mine === generation.current) setState({ kind: 'failed' });
      },
    );
  }, [connection, permissions, load]);

  const refreshByUser = useCallback(() => {
    const at = now();
    if (at - lastUserRefresh.current < CAPTCHA_REFRESH_INTERVAL_MS) {
      setTooFrequent(true);
      return;
    }
    lastUserRefresh.current = at;
    setTooFrequent(false);
    load();
  }, [now, load]);

  const connect = useCallback(() => {
    const mine = ++generation.current;
    // Called first thing in the click handler, so that Chrome sees the user's gesture.
    permissions.request({ origins: [hostAccessPattern(connection.address)] }).then(
      (granted) => {
        if (mine !== generation.current) return;
        if (granted) load();
        else setState({ kind: 'needs-access', denied: true });
      },
      () => {
        if (mine === generation.current) setState({ kind: 'needs-access', denied: true });
      },
    );
  }, [connection, permissions, load]);

  return { state, tooFrequent, refreshByUser, connect, renew: load };
}
