// Single sign-on from OA systems (cus/assemble/openapi/v1/…), quick-sign checks and login transfer.
import {
  ZOaLogoutQuery,
  ZOaTokenQuery,
  ZOaTokenValidateRequest,
  ZQuickSignGrantRequest,
  ZSessionHandoverRequest,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { checkQuickSignGrant } from './check-quick-sign-grant';
import { clientName } from './client-name';
import { exchangeOaCode } from './exchange-oa-code';
import { oaLogout } from './oa-logout';
import { issueSessionHandoverTicket, redeemSessionHandoverTicket } from './session-handover-tickets';
import { validateOaToken } from './validate-oa-token';
import { guard } from '../../security/route-guard';

const OA = '/cus/assemble/openapi/v1';

export function ssoRoutes(app: FastifyInstance, context: AppContext) {
  app.get(`${OA}/oa/oa_token`, async (request) => {
    const { code } = parseInput(ZOaTokenQuery, request.query);
    return ok(await exchangeOaCode(context, code));
  });

  app.get(`${OA}/oa/gftLogOut`, async (request) => {
    const { token } = parseInput(ZOaLogoutQuery, request.query);
    return ok(await oaLogout(context, token));
  });

  app.get(`${OA}/oa/getGftUrl`, async () => ok({ url: context.config.OA_LOGIN_URL ?? null }));

  app.get(`${OA}/user/redirect`, async () => ok({ path: context.config.SSO_REDIRECT_PATH }));

  app.post('/custom/assemble/quicksign/checkGrant', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { enterpriseId } = parseInput(ZQuickSignGrantRequest, request.body);
    return ok(await checkQuickSignGrant(context, auth.userId, enterpriseId));
  });

  app.post('/custom/assemble/quicksign/ioaTokenValidate', async (request) => {
    const { token } = parseInput(ZOaTokenValidateRequest, request.body);
    return ok(await validateOaToken(context, token));
  });

  app.post('/token/loginTransfer/ticket', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await issueSessionHandoverTicket(context, auth, 'login-transfer'));
  });

  app.post('/token/loginTransfer', async (request) => {
    const { ticket } = parseInput(ZSessionHandoverRequest, request.body);
    return ok(await redeemSessionHandoverTicket(context, ticket, 'login-transfer', clientName(request)));
  });

  app.post('/token/authTokenBack/ticket', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await issueSessionHandoverTicket(context, auth, 'token-back'));
  });

  app.post('/token/authTokenBack', async (request) => {
    const { ticket } = parseInput(ZSessionHandoverRequest, request.body);
    return ok(await redeemSessionHandoverTicket(context, ticket, 'token-back', clientName(request)));
  });
}
