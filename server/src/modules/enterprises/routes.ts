// The caller's enterprises, join applications and invitations (spec items R-account-ent, F-enterprise-row,
// F-join-application, S-join). Bodies: core/model/members.ts.
import {
  ZApplicationIdRequest,
  ZEnterpriseSelector,
  ZInvitationIdRequest,
  ZInviteMemberRequest,
  ZJoinApplyRequest,
  ZJoinApproveRequest,
  ZJoinListQuery,
  ZJoinRejectRequest,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../http/request-language';
import { authenticate } from '../auth/authenticate';
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
import { guard } from '../../security/route-guard';

const E = '/cb/assemble/enterprise';

export function enterpriseRoutes(app: FastifyInstance, context: AppContext) {
  app.get(`${E}/myList`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await listMyEnterprises(context, auth.userId, requestLanguage(request)));
  });

  app.post(`${E}/join/apply`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await applyToJoin(context, auth.userId, parseInput(ZJoinApplyRequest, request.body)));
  });

  app.get(`${E}/join/mine`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await listMyApplications(context, auth.userId));
  });

  app.post(`${E}/join/cancel`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    const { applicationId } = parseInput(ZApplicationIdRequest, request.body);
    return ok(await cancelApplication(context, auth.userId, applicationId));
  });

  app.post(`${E}/join/list`, guard.enterpriseMember('member:manage'), async (request) => {
    const auth = await authenticate(context, request);
    const query = parseInput(ZJoinListQuery, request.body);
    const operator = await actingEnterpriseAccount(context, auth, {
      enterpriseId: query.enterpriseId,
      permission: 'member:manage',
    });
    return ok(await listJoinApplications(context, operator, query));
  });

  app.post(`${E}/join/approve`, guard.enterpriseMember('member:manage'), async (request) => {
    const auth = await authenticate(context, request);
    const { applicationId, role, departmentId } = parseInput(ZJoinApproveRequest, request.body);
    return ok(await reviewApplication(context, auth, applicationId, { decision: 'APPROVE', role, departmentId }));
  });

  app.post(`${E}/join/reject`, guard.enterpriseMember('member:manage'), async (request) => {
    const auth = await authenticate(context, request);
    const { applicationId, comment } = parseInput(ZJoinRejectRequest, request.body);
    return ok(await reviewApplication(context, auth, applicationId, { decision: 'REJECT', comment }));
  });

  app.post(`${E}/member/invite`, guard.enterpriseMember('member:manage'), async (request) => {
    const auth = await authenticate(context, request);
    const input = parseInput(ZInviteMemberRequest, request.body);
    const operator = await actingEnterpriseAccount(context, auth, {
      enterpriseId: input.enterpriseId,
      permission: 'member:manage',
    });
    return ok(await inviteMember(context, operator, input, { language: requestLanguage(request), log: request.log }));
  });

  app.post(`${E}/invitation/list`, guard.enterpriseMember('member:manage'), async (request) => {
    const auth = await authenticate(context, request);
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.body);
    const operator = await actingEnterpriseAccount(context, auth, { enterpriseId, permission: 'member:manage' });
    return ok(await listInvitations(context, operator, requestLanguage(request)));
  });

  app.get(`${E}/invitation/mine`, guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await listMyInvitations(context, auth.userId, requestLanguage(request)));
  });

  for (const [path, answer] of [
    ['accept', 'ACCEPT'],
    ['decline', 'DECLINE'],
    ['cancel', 'CANCEL'],
  ] as const) {
    // The invitee accepts or declines; only the enterprise's member managers cancel.
    const who = answer === 'CANCEL' ? guard.enterpriseMember('member:manage') : guard.signedIn();
    app.post(`${E}/invitation/${path}`, who, async (request) => {
      const auth = await authenticate(context, request);
      const { invitationId } = parseInput(ZInvitationIdRequest, request.body);
      return ok(await answerInvitation(context, auth, invitationId, answer, requestLanguage(request)));
    });
  }
}
