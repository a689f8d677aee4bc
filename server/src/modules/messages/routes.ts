// Verification codes by SMS and e-mail (spec item C-send-auth-code), and — in test
// configuration only — the sandbox outbox.
import {
  ZOutboxQuery,
  ZSendAuthCodeRequest,
  ZSendEmailCodeRequest,
  type TAuthCodeScene,
  type TOutboxReply,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { clientAddress } from '../auth/client-address';
import { readOutbox } from './read-outbox';
import { sendEcAuthCode } from './send-ec-auth-code';
import { sendEmailAuthCode } from './send-email-auth-code';
import { guard } from '../../security/route-guard';

const LOGGED_IN_SCENES: ReadonlySet<TAuthCodeScene> = new Set(['CHANGE_MOBILE_OLD', 'CHANGE_MOBILE_NEW']);

export function messageRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/message/sendEcAuthCode', async (request) => {
    const input = parseInput(ZSendAuthCodeRequest, request.body);
    const userId = LOGGED_IN_SCENES.has(input.scene) ? (await authenticate(context, request)).userId : undefined;
    return ok(
      await sendEcAuthCode(context, { input, userId, clientAddress: clientAddress(request), log: request.log }),
    );
  });

  app.post('/message/sendEmailAuthCode', guard.signedIn(), async (request) => {
    await authenticate(context, request);
    const { email, scene } = parseInput(ZSendEmailCodeRequest, request.body);
    return ok(
      await sendEmailAuthCode(context, { email, scene, clientAddress: clientAddress(request), log: request.log }),
    );
  });

  if (context.config.ECSIGN_SANDBOX_OUTBOX_API) {
    app.get('/dev/outbox', async (request) => {
      const { to, limit } = parseInput(ZOutboxQuery, request.query);
      const reply: TOutboxReply = { records: await readOutbox(context, { to, limit }) };
      return ok(reply);
    });
  }
}
