// /authTokenBackPage?token=…&redirect=…: where an external token login returns. The `token` is a
// one-time ticket (POST token/authTokenBack/ticket), never an access token: the portal trades it in
// a POST body for its own session (spec item R-auth-token-back-page), so a URL that leaks or is
// sent to someone else is useless once used, after 60 seconds, and on any other page.
import { AppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { safeRedirectPath } from '../refresh/safe-redirect-path';
import { TokenExchangeScreen, type TExchange } from '../token-exchange/token-exchange-screen';

export const exchangeTokenBackTicket: TExchange = async (api, params) => {
  const ticket = params.get('token')?.trim();
  if (!ticket) throw new AppError('URL_TICKET_INVALID', { internal: 'no ticket in the URL' });
  const tokens = await api.call(endpoints.sso.tokenBack, { body: { ticket } }, { noToken: true, ecType: 'login' });
  return { tokens, next: safeRedirectPath(params.get('redirect')) };
};

export function AuthTokenBackScreen() {
  return <TokenExchangeScreen exchange={exchangeTokenBackTicket} />;
}
