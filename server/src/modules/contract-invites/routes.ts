// The SMS invitation link's calls (endpoints.contractInvites; /i/<ticket> in the portal): open
// (anyone holding the link), register (a new account for the link's number), accept (logged in
// with the link's number).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { clientName } from '../auth/client-name';
import { resolveCaller } from '../auth/resolve-caller';
import { acceptInvitation } from './accept-invitation';
import { openInvitation } from './open-invitation';
import { registerThroughInvitation } from './register-through-invitation';

const declared = endpoints.contractInvites;

export function contractInviteRoutes(app: FastifyInstance, context: AppContext): void {
  mountEndpoint(app, context, declared.open, async ({ input }) => openInvitation(context, input.body.ticket));

  mountEndpoint(app, context, declared.register, async ({ input, request }) =>
    registerThroughInvitation(context, input.body, clientName(request)),
  );

  mountEndpoint(app, context, declared.accept, async ({ input, request }) => {
    // The session's person with their number: the link belongs to that number only.
    const caller = await resolveCaller(context, request);
    return acceptInvitation(context, { userId: caller.user_id, mobile: caller.mobile }, input.body.ticket);
  });
}
