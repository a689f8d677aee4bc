// POST token/accessToken: password login with the picture captcha (spec item C-password-login).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TPasswordLoginRequest, TTokenPair } from '@ecsign/core/model';

export function logInWithPassword(api: Pick<ApiClient, 'call'>, request: TPasswordLoginRequest): Promise<TTokenPair> {
  return api.call(endpoints.auth.passwordLogin, { body: request }, { noToken: true, ecType: 'login' });
}
