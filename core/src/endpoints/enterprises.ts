// The caller's enterprises, join applications and invitations (spec items R-account-ent,
// F-enterprise-row, F-join-application, S-join). The caller's own lists, applications and answers
// need only a session; reviewing applications, inviting and cancelling invitations need
// member:manage in the enterprise concerned, which the handler narrows down to.
import { z } from 'zod';
import { zPage } from '../model/envelope';
import {
  ZApplicationIdRequest,
  ZEnterpriseSelector,
  ZInvitation,
  ZInvitationIdRequest,
  ZInviteMemberRequest,
  ZJoinApplicationView,
  ZJoinApplyRequest,
  ZJoinApproveRequest,
  ZJoinListQuery,
  ZJoinRejectRequest,
  ZMyEnterpriseRow,
} from '../model/members';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const E = '/cb/assemble/enterprise';
const memberManager = access.enterpriseMember('member:manage');
/** Acting through an enterprise account (enterprises/acting-enterprise-account.ts). */
const ACTING_ERRORS = ['NO_PERMISSION', 'MEMBER_DISABLED'] as const;
/** Becoming a member (enterprises/add-enterprise-member.ts), for a verified person only. */
const JOINING_ERRORS = [
  'PERSONAL_NOT_VERIFIED_CANNOT_JOIN_ENTERPRISE',
  'ALREADY_JOINED_ENTERPRISE',
  'ENTERPRISE_NOT_FOUND',
  'ORG_NOT_FOUND',
  'USER_NOT_FOUND',
] as const;
/** Naming a member's role (roles/resolve-assignable-role.ts): only super administrators name one. */
const ROLE_CHOICE_ERRORS = ['ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES', 'ROLE_NOT_FOUND', 'ROLE_DISABLED'] as const;

type TJoiningError = (typeof JOINING_ERRORS)[number];

/** The invitee accepts or declines an invitation to their number. */
const answerInvitation = (path: 'accept' | 'decline', summary: string, errors: readonly TJoiningError[]) =>
  endpoint({
    method: 'POST',
    path: `${E}/invitation/${path}`,
    summary,
    access: access.signedIn(),
    input: { body: ZInvitationIdRequest },
    reply: ZInvitation,
    errors: ['INVITATION_NOT_FOUND', ...errors],
  });
export const enterprises = {
  mine: endpoint({
    method: 'GET',
    path: `${E}/myList`,
    summary: "The caller's enterprises, one row per enterprise account, with the role's name",
    access: access.signedIn(),
    input: {},
    reply: z.array(ZMyEnterpriseRow),
    errors: [],
  }),
  applyToJoin: endpoint({
    method: 'POST',
    path: `${E}/join/apply`,
    summary: 'Applies to join an enterprise by its name (a verified person only)',
    access: access.signedIn(),
    input: { body: ZJoinApplyRequest },
    reply: ZJoinApplicationView,
    errors: [...JOINING_ERRORS, 'JOIN_APPLICATION_EXISTS'],
  }),
  myApplications: endpoint({
    method: 'GET',
    path: `${E}/join/mine`,
    summary: "The caller's join applications, newest first",
    access: access.signedIn(),
    input: {},
    reply: z.array(ZJoinApplicationView),
    errors: [],
  }),
  cancelApplication: endpoint({
    method: 'POST',
    path: `${E}/join/cancel`,
    summary: 'Withdraws one of the caller’s applications still to be reviewed',
    access: access.signedIn(),
    input: { body: ZApplicationIdRequest },
    reply: ZJoinApplicationView,
    errors: ['JOIN_APPLICATION_NOT_FOUND', 'JOIN_APPLICATION_ALREADY_HANDLED'],
  }),
  applications: endpoint({
    method: 'POST',
    path: `${E}/join/list`,
    summary: "A page of the enterprise's join applications, filtered by status",
    access: memberManager,
    input: { body: ZJoinListQuery },
    reply: zPage(ZJoinApplicationView),
    errors: [...ACTING_ERRORS],
  }),
  approveApplication: endpoint({
    method: 'POST',
    path: `${E}/join/approve`,
    summary: 'Approves a join application: the applicant becomes a member (in the named role)',
    access: memberManager,
    input: { body: ZJoinApproveRequest },
    reply: ZJoinApplicationView,
    errors: [...ACTING_ERRORS, ...JOINING_ERRORS, ...ROLE_CHOICE_ERRORS, 'JOIN_APPLICATION_ALREADY_HANDLED'],
  }),
  rejectApplication: endpoint({
    method: 'POST',
    path: `${E}/join/reject`,
    summary: 'Rejects a join application, with a comment the applicant is told',
    access: memberManager,
    input: { body: ZJoinRejectRequest },
    reply: ZJoinApplicationView,
    errors: [...ACTING_ERRORS, 'JOIN_APPLICATION_ALREADY_HANDLED'],
  }),
  invite: endpoint({
    method: 'POST',
    path: `${E}/member/invite`,
    summary: 'Invites a mobile number to join the enterprise (told by SMS and in the notice centre)',
    access: memberManager,
    input: { body: ZInviteMemberRequest },
    reply: ZInvitation,
    errors: [...ACTING_ERRORS, ...ROLE_CHOICE_ERRORS, 'ALREADY_JOINED_ENTERPRISE'],
  }),
  invitations: endpoint({
    method: 'POST',
    path: `${E}/invitation/list`,
    summary: "The enterprise's invitations",
    access: memberManager,
    input: { body: ZEnterpriseSelector },
    reply: z.array(ZInvitation),
    errors: [...ACTING_ERRORS],
  }),
  myInvitations: endpoint({
    method: 'GET',
    path: `${E}/invitation/mine`,
    summary: "The invitations to the caller's mobile number",
    access: access.signedIn(),
    input: {},
    reply: z.array(ZInvitation),
    errors: [],
  }),
  acceptInvitation: answerInvitation('accept', 'Accepts an invitation: the caller becomes a member', JOINING_ERRORS),
  declineInvitation: answerInvitation('decline', 'Declines an invitation', []),
  cancelInvitation: endpoint({
    method: 'POST',
    path: `${E}/invitation/cancel`,
    summary: 'Cancels an open invitation of the enterprise',
    access: memberManager,
    input: { body: ZInvitationIdRequest },
    reply: ZInvitation,
    errors: [...ACTING_ERRORS, 'INVITATION_NOT_FOUND'],
  }),
} as const;
