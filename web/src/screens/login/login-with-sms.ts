// POST mobile/token: SMS login as spec item C-sms-login describes it — the number and code as query parameters,
// the portal's client credentials as HTTP Basic authentication, and a form-encoded body.
import type { ApiClient } from '@ecsign/core/api';
import { ZTokenPair, type TTokenPair, type TUserOwnerType } from '@ecsign/core/model';

/** The portal's client id and secret for mobile/token (the server's CLIENT_CREDENTIALS). */
export const WEB_CLIENT_CREDENTIALS = 'web:web';

export function loginWithSms(
  api: Pick<ApiClient, 'request'>,
  options: { mobile: string; code: string; userOwnerType: TUserOwnerType },
): Promise<TTokenPair> {
  return api.request(
    {
      method: 'POST',
      path: 'mobile/token',
      query: { mobile: options.mobile.trim(), code: options.code.trim(), grant_type: 'sms' },
      form: { userOwnerType: options.userOwnerType },
      headers: { Authorization: `Basic ${btoa(WEB_CLIENT_CREDENTIALS)}` },
      noToken: true,
      ecType: 'login',
    },
    ZTokenPair,
  );
}
