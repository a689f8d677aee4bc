// POST mobile/token: SMS login as spec item C-sms-login describes it — the number and code as query parameters,
// the CLI's client credentials as HTTP Basic authentication, and a form-encoded body.
import type { ApiClient } from '@ecsign/core/api';
import { ZTokenPair, type TTokenPair } from '@ecsign/core/model';

/** The CLI's client id and secret for mobile/token (the server's CLIENT_CREDENTIALS). */
export const CLI_CLIENT_CREDENTIALS = 'cli:cli';

export function logInWithSms(
  api: Pick<ApiClient, 'request'>,
  options: { mobile: string; code: string },
): Promise<TTokenPair> {
  return api.request(
    {
      method: 'POST',
      path: 'mobile/token',
      query: { mobile: options.mobile, code: options.code, grant_type: 'sms' },
      form: { userOwnerType: 'OUTSIDE' },
      headers: { Authorization: `Basic ${Buffer.from(CLI_CLIENT_CREDENTIALS).toString('base64')}` },
      noToken: true,
      ecType: 'login',
    },
    ZTokenPair,
  );
}
