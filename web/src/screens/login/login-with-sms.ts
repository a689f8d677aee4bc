// POST mobile/token: SMS login (spec item C-sms-login) — the portal's client credentials as HTTP Basic
// authentication and a form-encoded body carrying the number and the code. The spec's query form stays
// accepted by the server, but a credential in a URL ends up in proxy and access logs, so ours never uses it.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TTokenPair, TUserOwnerType } from '@ecsign/core/model';

/** The portal's client id and secret for mobile/token (the server's CLIENT_CREDENTIALS). */
export const WEB_CLIENT_CREDENTIALS = 'web:web';

export function loginWithSms(
  api: Pick<ApiClient, 'call'>,
  options: { mobile: string; code: string; userOwnerType: TUserOwnerType },
): Promise<TTokenPair> {
  return api.call(
    endpoints.auth.smsLogin,
    {
      query: {},
      body: {
        mobile: options.mobile.trim(),
        code: options.code.trim(),
        grant_type: 'sms',
        userOwnerType: options.userOwnerType,
      },
    },
    { headers: { Authorization: `Basic ${btoa(WEB_CLIENT_CREDENTIALS)}` }, noToken: true, ecType: 'login' },
  );
}
