// Real-name verification of people and enterprises (spec items R-auth-person, R-auth-company,
// R-auth-back-page), mounted from endpoints.verification.
import { endpoints } from '@ecsign/core/endpoints';
import { ZEnterpriseAuthStartRequest, ZPersonAuthCompleteRequest, ZPersonAuthStartRequest } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
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

const declared = endpoints.verification;

export function verificationRoutes(app: FastifyInstance, context: AppContext) {
  // The sandbox provider logs its remittances on the routes' logger (warnings show by default).
  identityServicesOf(context, app.log);

  mountEndpoint(app, context, declared.personStatus, ({ caller }) => readPersonAuthState(context, caller.userId));

  // Identity numbers are checked here, so that a wrong one answers its own catalogue code.
  mountEndpoint(app, context, declared.personStart, ({ caller, input }) =>
    startPersonAuth(context, caller.userId, parseIdentityInput(ZPersonAuthStartRequest, input.body)),
  );

  mountEndpoint(app, context, declared.personMethod, ({ caller, input }) =>
    choosePersonMethod(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.personComplete, ({ caller, input }) =>
    completePersonAuth(context, caller.userId, parseIdentityInput(ZPersonAuthCompleteRequest, input.body)),
  );

  mountEndpoint(app, context, declared.personMaterial, ({ caller, input }) =>
    submitPersonMaterial(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.personCancel, ({ caller }) => cancelPersonAuth(context, caller.userId));

  mountEndpoint(app, context, declared.personRevoke, ({ caller }) => revokePersonAuth(context, caller.userId));

  mountEndpoint(app, context, declared.personRequireReauth, ({ caller, input }) =>
    requirePersonReauth(context, caller, input.body.userId),
  );

  mountEndpoint(app, context, declared.authBack, ({ input }) => handleAuthBack(context, input.body));

  mountEndpoint(app, context, declared.enterpriseStart, ({ caller, input }) =>
    startEnterpriseAuth(context, caller, parseIdentityInput(ZEnterpriseAuthStartRequest, input.body)),
  );

  mountEndpoint(app, context, declared.enterpriseMethod, ({ caller, input }) =>
    chooseEnterpriseMethod(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.enterprisePaymentConfirm, ({ caller, input }) =>
    confirmPayment(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.enterpriseMaterial, ({ caller, input }) =>
    submitEnterpriseMaterial(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.enterpriseCancel, ({ caller, input }) =>
    cancelEnterpriseAuth(context, caller.userId, input.body.verificationId),
  );

  mountEndpoint(app, context, declared.enterpriseRequireReauth, ({ caller, input }) =>
    requireEnterpriseReauth(context, caller, input.body.enterpriseId),
  );

  mountEndpoint(app, context, declared.enterpriseStatus, ({ caller, input }) =>
    readEnterpriseAuth(context, caller.userId, input.query.verificationId),
  );

  mountEndpoint(app, context, declared.enterpriseList, ({ caller }) => listEnterpriseAuths(context, caller.userId));
}
