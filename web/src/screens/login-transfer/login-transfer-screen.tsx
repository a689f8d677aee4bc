// /loginTransfer?ticket=…[&redirect=…]: a logged-in ecsign client (the extension, the CLI) hands
// its user over to the portal with a one-time ticket (POST token/loginTransfer).
import { AppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import { safeRedirectPath } from '../refresh/safe-redirect-path';
import { TokenExchangeScreen, type TExchange } from '../token-exchange/token-exchange-screen';

export const exchangeLoginTransferTicket: TExchange = async (api, params) => {
  const ticket = params.get('ticket')?.trim();
  if (!ticket) throw new AppError('LOGIN_TRANSFER_TICKET_INVALID', { internal: 'no ticket in the URL' });
  const tokens = await api.call(endpoints.sso.loginTransfer, { body: { ticket } }, { noToken: true, ecType: 'login' });
  return { tokens, next: safeRedirectPath(params.get('redirect')) };
};

export function LoginTransferScreen() {
  return <TokenExchangeScreen exchange={exchangeLoginTransferTicket} />;
}
