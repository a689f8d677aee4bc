// /authTokenBackPage?token=…&redirect=…: where an external token login returns. The access token
// it carries becomes the session (getLoggedUserInfo proves it; an invalid one ends in 70000401 and
// the login page), then the user continues to the page asked for.
import { AppError } from '@ecsign/core/errors';
import { safeRedirectPath } from '../refresh/safe-redirect-path';
import { TokenExchangeScreen, type TExchange } from '../token-exchange/token-exchange-screen';

export const acceptReturnedToken: TExchange = async (_api, params) => {
  const token = params.get('token')?.trim();
  if (!token) throw new AppError('AUTHENTICATION_FAILED', { internal: 'no token in the URL' });
  return { tokens: { access_token: token }, next: safeRedirectPath(params.get('redirect')) };
};

export function AuthTokenBackScreen() {
  return <TokenExchangeScreen exchange={acceptReturnedToken} />;
}
