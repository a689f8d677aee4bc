// POST mobile/token: SMS login (spec item C-sms-login) — the CLI's client credentials as HTTP Basic
// authentication and a form-encoded body carrying the number and the code (never the query string, which
// proxies and access logs keep).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TTokenPair } from '@ecsign/core/model';

/** The CLI's client id and secret for mobile/token (the server's CLIENT_CREDENTIALS). */
export const CLI_CLIENT_CREDENTIALS = 'cli:cli';

export function logInWithSms(
  api: Pick<ApiClient, 'call'>,
  options: { mobile: string; code: string },
): Promise<TTokenPair> {
  return api.call(
    endpoints.auth.smsLogin,
    {
      query: {},
      body: { mobile: options.mobile, code: options.code, grant_type: 'sms', userOwnerType: 'OUTSIDE' },
    },
    {
      headers: { Authorization: `Basic ${Buffer.from(CLI_CLIENT_CREDENTIALS).toString('base64')}` },
      noToken: true,
      ecType: 'login',
    },
  );
}
