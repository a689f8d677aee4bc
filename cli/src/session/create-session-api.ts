// The /ecapi client of a logged-in command: it sends the stored access token, and when the server
// answers 70000401 with a refresh token at hand it trades that for a new pair (GET
// token/refreshToken, once) and repeats the call. When that fails too, the expired parts of the
// session are cleared (spec item S-session-expired) and the call rejects with SESSION_EXPIRED, which the CLI reports
// as "run ecsign login" with exit code 4.
import type { ApiClient } from '@ecsign/core/api';
import { AppError, isAppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import { createCliApi } from '../create-cli-api';
import type { CliSession } from './cli-session';

export interface SessionApiOptions {
  session: CliSession;
  language: TLanguage;
  fetch?: typeof fetch;
  now?: () => number;
}

const isExpired = (error: unknown) => isAppError(error) && error.code === 'SESSION_EXPIRED';

export function createSessionApi(options: SessionApiOptions): ApiClient {
  const { session, language } = options;
  const now = options.now ?? Date.now;
  let accessToken: string | undefined;
  let loaded = false;
  let refreshed = false;
  const api = createCliApi({
    server: session.server,
    language,
    fetch: options.fetch,
    now,
    accessToken: () => accessToken,
  });

  async function token(): Promise<string> {
    if (!loaded) {
      accessToken = (await session.tokens())?.access_token;
      loaded = true;
    }
    if (!accessToken) throw new AppError('SESSION_EXPIRED', { internal: `no stored session for ${session.server}` });
    return accessToken;
  }

  /** A new pair for the stored refresh token; false when there is none or the server refuses it. */
  async function refresh(): Promise<boolean> {
    const refreshToken = (await session.tokens())?.refresh_token;
    if (refreshed || !refreshToken) return false;
    refreshed = true;
    try {
      const pair = await api.call(
        endpoints.auth.refreshToken,
        { query: { refresh_token: refreshToken } },
        { noToken: true },
      );
      await session.renew({ ...pair, receivedAt: now() });
      accessToken = pair.access_token;
      return true;
    } catch (error) {
      if (isExpired(error)) return false;
      throw error;
    }
  }

  async function withSession<T>(send: () => Promise<T>): Promise<T> {
    await token();
    try {
      return await send();
    } catch (error) {
      if (!isExpired(error)) throw error;
      // The server refused the call before doing anything, so repeating it is safe.
      if (await refresh()) return withSession(send);
      accessToken = undefined;
      await session.forgetExpired();
      throw error;
    }
  }

  return {
    // Either form of call (by declaration, or by path): the arguments go through as they came.
    call: ((...args: Parameters<ApiClient['call']>) =>
      withSession(() => (api.call as (...a: typeof args) => Promise<unknown>)(...args))) as ApiClient['call'],
    request: (request, schema) => withSession(() => api.request(request, schema)),
    download: ((...args: Parameters<ApiClient['download']>) =>
      withSession(() => (api.download as (...a: typeof args) => Promise<unknown>)(...args))) as ApiClient['download'],
    page: (request, record) => withSession(() => api.page(request, record)),
  };
}
