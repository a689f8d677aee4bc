// The caller's enterprises, join applications and invitations (endpoints.enterprises; spec items
// R-account-ent, F-enterprise-row, F-join-application, S-join). Bodies: core/model/members.ts.
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import { actingEnterpriseAccount } from './acting-enterprise-account';
import { answerInvitation } from './answer-invitation';
import { applyToJoin } from './apply-to-join';
import { cancelApplication } from './cancel-application';
import { inviteMember } from './invite-member';
import { listInvitations, listMyInvitations } from './list-invitations';
import { listJoinApplications } from './list-join-applications';
import { listMyApplications } from './list-my-applications';
import { listMyEnterprises } from './list-my-enterprises';
import { reviewApplication } from './review-application';

const declared = endpoints.enterprises;

export function enterpriseRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.mine, async ({ caller, request }) =>
    listMyEnterprises(context, caller.userId, requestLanguage(request)),
  );

  mountEndpoint(app, context, declared.applyToJoin, async ({ caller, input }) =>
    applyToJoin(context, caller.userId, input.body),
  );

  mountEndpoint(app, context, declared.myApplications, async ({ caller }) =>
    listMyApplications(context, caller.userId),
  );

  mountEndpoint(app, context, declared.cancelApplication, async ({ caller, input }) =>
    cancelApplication(context, caller.userId, input.body.applicationId),
  );

  mountEndpoint(app, context, declared.applications, async ({ caller, input }) => {
    const query = input.body;
    const operator = await actingEnterpriseAccount(context, caller, {
      enterpriseId: query.enterpriseId,
      permission: 'member:manage',
    });
    return listJoinApplications(context, operator, query);
  });

  mountEndpoint(app, context, declared.approveApplication, async ({ caller, input }) => {
    const { applicationId, role, departmentId } = input.body;
    return reviewApplication(context, caller, applicationId, { decision: 'APPROVE', role, departmentId });
  });

  mountEndpoint(app, context, declared.rejectApplication, async ({ caller, input }) => {
    const { applicationId, comment } = input.body;
    return reviewApplication(context, caller, applicationId, { decision: 'REJECT', comment });
  });

  mountEndpoint(app, context, declared.invite, async ({ caller, input, request }) => {
    const operator = await actingEnterpriseAccount(context, caller, {
      enterpriseId: input.body.enterpriseId,
      permission: 'member:manage',
    });
    return inviteMember(context, operator, input.body, { language: requestLanguage(request), log: request.log });
  });

  mountEndpoint(app, context, declared.invitations, async ({ caller, input, request }) => {
    const { enterpriseId } = input.body;
    const operator = await actingEnterpriseAccount(context, caller, { enterpriseId, permission: 'member:manage' });
    return listInvitations(context, operator, requestLanguage(request));
  });

  mountEndpoint(app, context, declared.myInvitations, async ({ caller, request }) =>
    listMyInvitations(context, caller.userId, requestLanguage(request)),
  );

  // The invitee accepts or declines; only the enterprise's member managers cancel (the declarations' access).
  for (const [declaration, answer] of [
    [declared.acceptInvitation, 'ACCEPT'],
    [declared.declineInvitation, 'DECLINE'],
    [declared.cancelInvitation, 'CANCEL'],
  ] as const) {
    mountEndpoint(app, context, declaration, async ({ caller, input, request }) =>
      answerInvitation(context, caller, input.body.invitationId, answer, requestLanguage(request)),
    );
  }
}
