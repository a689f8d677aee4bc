// The extension's conversation with one ecsign server: the picture captcha, password login,
// the logged-in user and logout, keeping the token pair and the user in core's session store.
import { createApiClient } from '@ecsign/core/api';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { ZPictureCaptcha, type TPictureCaptcha } from '@ecsign/core/captcha';
import { ZLoggedUserInfo, ZTokenPair, type TLoggedUserInfo } from '@ecsign/core/model';
import { clearExpiredSession, type SessionStore } from '@ecsign/core/session';

export interface ServerConnectionOptions {
  /** A normalized server address (see normalizeServerAddress). */
  address: string;
  fetch: typeof fetch;
  store: SessionStore;
  getLanguage: () => TLanguage;
  now?: () => number;
}

export interface TPasswordCredentials {
  username: string;
  password: string;
  captchaKey: string;
  captchaCode: string;
}

export interface ServerConnection {
  readonly address: string;
  fetchCaptcha(): Promise<TPictureCaptcha>;
  /** Logs in, stores the token pair, then fetches and stores who the user is. */
  logIn(credentials: TPasswordCredentials): Promise<TLoggedUserInfo>;
  /**
   * The user of the stored session, asked of the server and stored again. Rejects with
   * SESSION_EXPIRED (after clearing what an expired session loses) when the token is no longer good.
   */
  loadUser(): Promise<TLoggedUserInfo>;
  /** Ends the session on the server when it can, and always forgets it here. */
  logOut(): Promise<void>;
}

export function createServerConnection(options: ServerConnectionOptions): ServerConnection {
  const { address, store } = options;
  const now = options.now ?? Date.now;
  let accessToken: string | undefined;

  const api = createApiClient({
    baseUrl: address,
    clientName: 'ext',
    fetch: options.fetch,
    getAccessToken: () => accessToken,
    getLanguage: options.getLanguage,
    now,
  });

  async function loadUser(): Promise<TLoggedUserInfo> {
    accessToken ??= (await store.get('loginUser'))?.access_token;
    if (!accessToken) throw new AppError('SESSION_EXPIRED', { internal: 'no stored session' });
    try {
      const user = await api.request({ method: 'GET', path: 'getLoggedUserInfo' }, ZLoggedUserInfo);
      await store.set('activeUser', user);
      await store.set('userOwnerType', user.userOwnerType);
      await store.set('permissions', user.permissions);
      return user;
    } catch (error) {
      if (error instanceof AppError && error.code === 'SESSION_EXPIRED') {
        accessToken = undefined;
        await clearExpiredSession(store);
      }
      throw error;
    }
  }

  return {
    address,
    fetchCaptcha: () => api.request({ method: 'GET', path: 'cb/assemble/captcha', noToken: true }, ZPictureCaptcha),
    async logIn(credentials) {
      const tokens = await api.request(
        { method: 'POST', path: 'token/accessToken', json: credentials, noToken: true, ecType: 'login' },
        ZTokenPair,
      );
      await store.set('loginUser', { ...tokens, receivedAt: now() });
      accessToken = tokens.access_token;
      return loadUser();
    },
    loadUser,
    async logOut() {
      accessToken ??= (await store.get('loginUser'))?.access_token;
      if (accessToken) {
        // An unreachable server or an already expired token must not keep the user logged in here.
        await api.call({ method: 'DELETE', path: 'token/logout' }).catch(() => undefined);
      }
      accessToken = undefined;
      await clearExpiredSession(store);
      await store.remove('permissions');
    },
  };
}
