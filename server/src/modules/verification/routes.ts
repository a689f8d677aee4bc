// Real-name verification of people and enterprises (spec items R-auth-person, R-auth-company,
// R-auth-back-page). Bodies and replies are the schemas of core/model/verification.ts.
import {
  ZAuthBackRequest,
  ZAuthMaterialRequest,
  ZEnterpriseAuthMethodRequest,
  ZEnterpriseAuthStartRequest,
  ZEnterpriseIdRequest,
  ZPaymentConfirmRequest,
  ZPersonAuthCompleteRequest,
  ZPersonAuthMethodRequest,
  ZPersonAuthStartRequest,
  ZPersonRequireReauthRequest,
  ZVerificationIdRequest,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { identityServicesOf } from '../identity/identity-services';
import { cancelEnterpriseAuth } from './cancel-enterprise-auth';
import { cancelPersonAuth } from './cancel-person-auth';
import { chooseEnterpriseMethod } from './choose-enterprise-method';
import { choosePersonMethod } from './choose-person-method';
import { completePersonAuth } from './complete-person-auth';
import { confirmPayment } from './confirm-payment';
import { handleAuthBack } from './handle-auth-back';
import { parseIdentityInput } from './parse-identity-input';
import { listEnterpriseAuths, readEnterpriseAuth } from './read-enterprise-auths';
import { readPersonAuthState } from './read-person-auth-state';
import { requireEnterpriseReauth } from './require-enterprise-reauth';
import { requirePersonReauth } from './require-person-reauth';
import { revokePersonAuth } from './revoke-person-auth';
import { startEnterpriseAuth } from './start-enterprise-auth';
import { startPersonAuth } from './start-person-auth';
import { submitEnterpriseMaterial } from './submit-enterprise-material';
import { submitPersonMaterial } from './submit-person-material';
import { guard } from '../../security/route-guard';

const PERSON = '/cb/assemble/auth/person';
const ENTERPRISE = '/cb/assemble/auth/enterprise';

export function verificationRoutes(app: FastifyInstance, context: AppContext) {
  // The sandbox provider logs its remittances on the routes' logger (warnings show by default).
  identityServicesOf(context, app.log);

  app.get(`${PERSON}/status`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await readPersonAuthState(context, auth.userId));
  });

  app.post(`${PERSON}/start`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseIdentityInput(ZPersonAuthStartRequest, request.body);
    return ok(await startPersonAuth(context, auth.userId, input));
  });

  app.post(`${PERSON}/method`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await choosePersonMethod(context, auth.userId, parseInput(ZPersonAuthMethodRequest, request.body)));
  });

  app.post(`${PERSON}/complete`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseIdentityInput(ZPersonAuthCompleteRequest, request.body);
    return ok(await completePersonAuth(context, auth.userId, input));
  });

  app.post(`${PERSON}/material`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await submitPersonMaterial(context, auth.userId, parseInput(ZAuthMaterialRequest, request.body)));
  });

  app.post(`${PERSON}/cancel`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await cancelPersonAuth(context, auth.userId));
  });

  app.post(`${PERSON}/revoke`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await revokePersonAuth(context, auth.userId));
  });

  app.post(`${PERSON}/requireReauth`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { userId } = parseInput(ZPersonRequireReauthRequest, request.body);
    return ok(await requirePersonReauth(context, auth, userId));
  });

  app.post('/cb/assemble/auth/authBackPage', async (request) => {
    return ok(await handleAuthBack(context, parseInput(ZAuthBackRequest, request.body)));
  });

  app.post(`${ENTERPRISE}/start`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseIdentityInput(ZEnterpriseAuthStartRequest, request.body);
    return ok(await startEnterpriseAuth(context, auth, input));
  });

  app.post(`${ENTERPRISE}/method`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseInput(ZEnterpriseAuthMethodRequest, request.body);
    return ok(await chooseEnterpriseMethod(context, auth.userId, input));
  });

  app.post(`${ENTERPRISE}/payment/confirm`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await confirmPayment(context, auth.userId, parseInput(ZPaymentConfirmRequest, request.body)));
  });

  app.post(`${ENTERPRISE}/material`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await submitEnterpriseMaterial(context, auth.userId, parseInput(ZAuthMaterialRequest, request.body)));
  });

  app.post(`${ENTERPRISE}/cancel`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { verificationId } = parseInput(ZVerificationIdRequest, request.body);
    return ok(await cancelEnterpriseAuth(context, auth.userId, verificationId));
  });

  app.post(`${ENTERPRISE}/requireReauth`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { enterpriseId } = parseInput(ZEnterpriseIdRequest, request.body);
    return ok(await requireEnterpriseReauth(context, auth, enterpriseId));
  });

  app.get(`${ENTERPRISE}/status`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { verificationId } = parseInput(ZVerificationIdRequest, request.query);
    return ok(await readEnterpriseAuth(context, auth.userId, verificationId));
  });

  app.get(`${ENTERPRISE}/list`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await listEnterpriseAuths(context, auth.userId));
  });
}
