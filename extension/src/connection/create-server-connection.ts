// The extension's conversation with one ecsign server: the picture and behaviour captchas,
// password and SMS login, the logged-in user and logout, keeping the token pair and the user in
// core's session store.
import { createApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { type TPictureCaptcha, sendWithSecurityCheck } from '@ecsign/core/captcha';
import type { TLoggedUserInfo, TSendAuthCodeReply, TTokenPair } from '@ecsign/core/model';
import { clearExpiredSession, type SessionStore } from '@ecsign/core/session';
import { createCaptchaService, type CaptchaService } from '@ecsign/ui/captcha';

/** The extension's client id and secret for mobile/token (the server's CLIENT_CREDENTIALS). */
export const EXT_CLIENT_CREDENTIALS = 'ext:ext';

export interface ServerConnectionOptions {
  /** A normalized server address (see normalizeServerAddress). */
  address: string;
  fetch: typeof fetch;
  store: SessionStore;
  getLanguage: () => TLanguage;
  now?: () => number;
}

/** Account and password, with the picture captcha's key and code or the slider's verification. */
export type TPasswordCredentials = { username: string; password: string } & (
  { captchaKey: string; captchaCode: string } | { captchaVerification: string }
);

export interface TSmsCredentials {
  mobile: string;
  code: string;
}

export interface ServerConnection {
  readonly address: string;
  fetchCaptcha(): Promise<TPictureCaptcha>;
  /** The behaviour captcha (AJ-Captcha getCaptcha / checkCaptcha), for the security-check popup. */
  readonly behaviourCaptcha: CaptchaService;
  /** Logs in, stores the token pair, then fetches and stores who the user is. */
  logIn(credentials: TPasswordCredentials): Promise<TLoggedUserInfo>;
  /**
   * Sends the LOGIN code to the mobile number (endpoints.messages.sendSmsCode). When the server wants the
   * behaviour captcha first (SMS_CAPTCHA_REQUIRED), `askSecurityCheck` shows the slider and answers
   * its proof (undefined when closed), and the code is asked for once more with it.
   */
  sendSmsCode(mobile: string, askSecurityCheck: () => Promise<string | undefined>): Promise<TSendAuthCodeReply>;
  /** SMS login (mobile/token), then as logIn. */
  logInWithSms(credentials: TSmsCredentials): Promise<TLoggedUserInfo>;
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
  /** The id the server counts this popup's captcha requests by. */
  const clientUid = `ext-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

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
      const user = await api.call(endpoints.auth.loggedUserInfo);
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

  /** Keeps the token pair a login answered, and asks who the user is. */
  async function logInWith(login: Promise<TTokenPair>): Promise<TLoggedUserInfo> {
    const tokens = await login;
    await store.set('loginUser', { ...tokens, receivedAt: now() });
    accessToken = tokens.access_token;
    return loadUser();
  }

  return {
    address,
    fetchCaptcha: () => api.call(endpoints.captcha.picture, {}, { noToken: true }),
    behaviourCaptcha: createCaptchaService(api, { clientUid, now }),
    logIn: (credentials) =>
      logInWith(
        api.call(
          endpoints.auth.passwordLogin,
          { body: { ...credentials, userOwnerType: 'OUTSIDE' } },
          { noToken: true, ecType: 'login' },
        ),
      ),
    sendSmsCode: (mobile, askSecurityCheck) =>
      sendWithSecurityCheck(
        (captchaVerification) =>
          api.call(
            endpoints.messages.sendSmsCode,
            { body: { mobile, scene: 'LOGIN', ...(captchaVerification ? { captchaVerification } : {}) } },
            { noToken: true },
          ),
        askSecurityCheck,
      ),
    logInWithSms: ({ mobile, code }) =>
      logInWith(
        api.call(
          endpoints.auth.smsLogin,
          // In the form body, never the query string (spec item C-sms-login allows both; URLs are logged).
          { query: {}, body: { mobile, code, grant_type: 'sms', userOwnerType: 'OUTSIDE' } },
          { headers: { Authorization: `Basic ${btoa(EXT_CLIENT_CREDENTIALS)}` }, noToken: true, ecType: 'login' },
        ),
      ),
    loadUser,
    async logOut() {
      accessToken ??= (await store.get('loginUser'))?.access_token;
      if (accessToken) {
        // An unreachable server or an already expired token must not keep the user logged in here.
        await api.call(endpoints.auth.logout).catch(() => undefined);
      }
      accessToken = undefined;
      await clearExpiredSession(store);
      await store.remove('permissions');
    },
  };
}
