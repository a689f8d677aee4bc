// The SMS invitation link's calls (/i/<ticket> in the portal): open (anyone holding the link),
// register (a new account for the link's number), accept (logged in with the link's number).
import { ZInvitationRegister, ZInvitationTicket } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { guard } from '../../security/route-guard';
import { clientName } from '../auth/client-name';
import { resolveCaller } from '../auth/resolve-caller';
import { acceptInvitation } from './accept-invitation';
import { openInvitation } from './open-invitation';
import { registerThroughInvitation } from './register-through-invitation';

export function contractInviteRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/invite/open', async (request) => {
    const { ticket } = parseInput(ZInvitationTicket, request.body);
    return ok(await openInvitation(context, ticket));
  });
  app.post('/invite/register', async (request) => {
    const input = parseInput(ZInvitationRegister, request.body);
    return ok(await registerThroughInvitation(context, input, clientName(request)));
  });
  app.post('/invite/accept', guard.signedIn(), async (request) => {
    const caller = await resolveCaller(context, request);
    const { ticket } = parseInput(ZInvitationTicket, request.body);
    return ok(await acceptInvitation(context, { userId: caller.user_id, mobile: caller.mobile }, ticket));
  });
}
