// POST token/accessToken: password login with the picture captcha (spec item C-password-login).
import type { ApiClient } from '@ecsign/core/api';
import { ZTokenPair, type TPasswordLoginRequest, type TTokenPair } from '@ecsign/core/model';

export function logInWithPassword(
  api: Pick<ApiClient, 'request'>,
  request: TPasswordLoginRequest,
): Promise<TTokenPair> {
  return api.request(
    { method: 'POST', path: 'token/accessToken', json: request, noToken: true, ecType: 'login' },
    ZTokenPair,
  );
}
