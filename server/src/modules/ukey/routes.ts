// Key-device (UKey) login and binding (endpoints.ukey; spec items C-ukey-login, C-ukey-url, V-ukey-bind).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { clientName } from '../sso/client-name';
import { bindUkey } from './bind-ukey';
import { currentUkeyBinding } from './current-ukey-binding';
import { issueUkeyChallenge } from './issue-ukey-challenge';
import { loginWithUkey } from './login-with-ukey';
import { revokeUkey } from './revoke-ukey';
import { unbindUkey } from './unbind-ukey';

const declared = endpoints.ukey;

export function ukeyRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.loginChallenge, () => issueUkeyChallenge(context, 'LOGIN', null));

  mountEndpoint(app, context, declared.login, ({ input, request }) =>
    loginWithUkey(context, input.body, clientName(request)),
  );

  mountEndpoint(app, context, declared.bindChallenge, ({ caller }) =>
    issueUkeyChallenge(context, 'BIND', caller.userId),
  );

  mountEndpoint(app, context, declared.binding, ({ caller }) => currentUkeyBinding(context, caller.userId));

  mountEndpoint(app, context, declared.bind, ({ caller, input }) => bindUkey(context, caller.userId, input.body));

  mountEndpoint(app, context, declared.unbind, async ({ caller }) => {
    await unbindUkey(context, caller.userId);
    return null;
  });

  mountEndpoint(app, context, declared.revoke, async ({ caller, input }) => {
    await revokeUkey(context, caller, input.body.fingerprint);
    return null;
  });

  // The driver's address is one setting for every enterprise; orgId is checked, as the spec's call form sends it.
  mountEndpoint(app, context, declared.driverUrl, async () => ({ url: context.config.UKEY_DRIVER_URL ?? null }));
}
