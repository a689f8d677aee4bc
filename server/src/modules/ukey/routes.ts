// Key-device (UKey) login and binding (spec items C-ukey-login, C-ukey-url, V-ukey-bind).
import { ZUkeyBindRequest, ZUkeyLoginRequest, ZUkeyRevokeRequest, ZUkeyUrlQuery } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { clientName } from '../sso/client-name';
import { bindUkey } from './bind-ukey';
import { currentUkeyBinding } from './current-ukey-binding';
import { issueUkeyChallenge } from './issue-ukey-challenge';
import { loginWithUkey } from './login-with-ukey';
import { revokeUkey } from './revoke-ukey';
import { unbindUkey } from './unbind-ukey';
import { guard } from '../../security/route-guard';

export function ukeyRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/uk/challenge', async () => ok(await issueUkeyChallenge(context, 'LOGIN', null)));

  app.post('/uk/token', async (request) => {
    const proof = parseInput(ZUkeyLoginRequest, request.body);
    return ok(await loginWithUkey(context, proof, clientName(request)));
  });

  app.get('/uk/bind/challenge', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await issueUkeyChallenge(context, 'BIND', auth.userId));
  });

  app.get('/uk/bind', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await currentUkeyBinding(context, auth.userId));
  });

  app.post('/uk/bind', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const proof = parseInput(ZUkeyBindRequest, request.body);
    return ok(await bindUkey(context, auth.userId, proof));
  });

  app.delete('/uk/bind', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    await unbindUkey(context, auth.userId);
    return ok(null);
  });

  app.post('/uk/revoke', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { fingerprint } = parseInput(ZUkeyRevokeRequest, request.body);
    await revokeUkey(context, auth, fingerprint);
    return ok(null);
  });

  app.get('/bc/assemble/enterpris/getUkeyUrl', guard.signedIn(), async (request) => {
    await authenticate(context, request);
    parseInput(ZUkeyUrlQuery, request.query);
    return ok({ url: context.config.UKEY_DRIVER_URL ?? null });
  });
}
