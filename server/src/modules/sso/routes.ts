// Single sign-on from OA systems (endpoints.sso: cus/assemble/openapi/v1/…), quick-sign checks and
// the session handovers (login transfer, token return).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { checkQuickSignGrant } from './check-quick-sign-grant';
import { clientName } from './client-name';
import { exchangeOaCode } from './exchange-oa-code';
import { oaLogout } from './oa-logout';
import { issueSessionHandoverTicket, redeemSessionHandoverTicket } from './session-handover-tickets';
import { validateOaToken } from './validate-oa-token';

const declared = endpoints.sso;

export function ssoRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.oaToken, ({ input }) => exchangeOaCode(context, input.query.code));

  mountEndpoint(app, context, declared.oaLogout, ({ input }) => oaLogout(context, input.query.token));

  mountEndpoint(app, context, declared.oaLoginUrl, async () => ({ url: context.config.OA_LOGIN_URL ?? null }));

  mountEndpoint(app, context, declared.redirectPath, async () => ({ path: context.config.SSO_REDIRECT_PATH }));

  mountEndpoint(app, context, declared.quickSignGrant, ({ caller, input }) =>
    checkQuickSignGrant(context, caller.userId, input.body.enterpriseId),
  );

  mountEndpoint(app, context, declared.oaTokenValidate, ({ input }) => validateOaToken(context, input.body.token));

  mountEndpoint(app, context, declared.loginTransferTicket, ({ caller }) =>
    issueSessionHandoverTicket(context, caller, 'login-transfer'),
  );

  mountEndpoint(app, context, declared.loginTransfer, ({ input, request }) =>
    redeemSessionHandoverTicket(context, input.body.ticket, 'login-transfer', clientName(request)),
  );

  mountEndpoint(app, context, declared.tokenBackTicket, ({ caller }) =>
    issueSessionHandoverTicket(context, caller, 'token-back'),
  );

  mountEndpoint(app, context, declared.tokenBack, ({ input, request }) =>
    redeemSessionHandoverTicket(context, input.body.ticket, 'token-back', clientName(request)),
  );
}
