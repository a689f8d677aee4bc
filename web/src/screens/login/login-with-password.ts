// POST token/accessToken: password login with either captcha (spec item C-password-login).
import type { ApiClient } from '@ecsign/core/api';
import { ZTokenPair, type TPasswordLoginRequest, type TTokenPair } from '@ecsign/core/model';

export function loginWithPassword(
  api: Pick<ApiClient, 'request'>,
  request: TPasswordLoginRequest,
): Promise<TTokenPair> {
  return api.request(
    { method: 'POST', path: 'token/accessToken', json: request, noToken: true, ecType: 'login' },
    ZTokenPair,
  );
}
