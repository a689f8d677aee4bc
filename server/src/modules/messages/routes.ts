// Verification codes by SMS and e-mail (endpoints.messages; spec item C-send-auth-code), and — in
// test configuration only — the sandbox outbox, which is not a product endpoint and stays
// undeclared (it is never mounted in production, so the OpenAPI document must not name it).
import { endpoints } from '@ecsign/core/endpoints';
import { ZOutboxQuery, type TAuthCodeScene, type TOutboxReply } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { authenticate } from '../auth/authenticate';
import { clientAddress } from '../auth/client-address';
import { readOutbox } from './read-outbox';
import { sendEcAuthCode } from './send-ec-auth-code';
import { sendEmailAuthCode } from './send-email-auth-code';

/** The scenes that change the caller's own number: the open endpoint asks for their session. */
const LOGGED_IN_SCENES: ReadonlySet<TAuthCodeScene> = new Set(['CHANGE_MOBILE_OLD', 'CHANGE_MOBILE_NEW']);

const declared = endpoints.messages;

export function messageRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.sendSmsCode, async ({ input, request }) => {
    const body = input.body;
    const userId = LOGGED_IN_SCENES.has(body.scene) ? (await authenticate(context, request)).userId : undefined;
    return sendEcAuthCode(context, { input: body, userId, clientAddress: clientAddress(request), log: request.log });
  });

  mountEndpoint(app, context, declared.sendEmailCode, async ({ input, request }) =>
    sendEmailAuthCode(context, { ...input.body, clientAddress: clientAddress(request), log: request.log }),
  );

  if (context.config.ECSIGN_SANDBOX_OUTBOX_API) {
    app.get('/dev/outbox', async (request) => {
      const { to, limit } = parseInput(ZOutboxQuery, request.query);
      const reply: TOutboxReply = { records: await readOutbox(context, { to, limit }) };
      return ok(reply);
    });
  }
}
