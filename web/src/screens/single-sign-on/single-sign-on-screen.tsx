// /singleSignOn?code=…: single sign-on from an OA system. The OA ticket is traded for a session
// (GET cus/assemble/openapi/v1/oa/oa_token, returnType PC_FONT), and the server says where to
// continue (GET cus/assemble/openapi/v1/user/redirect).
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import { safeRedirectPath } from '../refresh/safe-redirect-path';
import { TokenExchangeScreen, type TExchange } from '../token-exchange/token-exchange-screen';

export const exchangeOaCode: TExchange = async (api, params) => {
  const code = params.get('code')?.trim();
  if (!code) throw new AppError('REMOTE_AUTH_CODE_MISSING', { internal: 'no code in the URL' });
  const tokens = await api.call(endpoints.sso.oaToken, { query: { code, returnType: 'PC_FONT' } }, { noToken: true });
  const { path } = await api.call(endpoints.sso.redirectPath, {}, { noToken: true });
  return { tokens, next: safeRedirectPath(path) };
};

export function SingleSignOnScreen() {
  return <TokenExchangeScreen exchange={exchangeOaCode} />;
}
