// Enterprises and their members (spec items R-account-ent, R-company-control, F-enterprise-row,
// F-join-application, S-join): my enterprises, join applications and their
// review, invitations, member administration and the transfer of the super administrator.
import { z } from 'zod';
import { ZPageQuery } from './envelope';
import { ZEnterpriseRow, ZJoinApplication } from './enterprise';
import { ZMobile, ZName, ZId } from './field-shapes';
import { ZJoinApplicationStatus } from './party-states';
import { ZSwitchState } from './setting-states';
import { safeText } from '../validation/safe-text';

/**
 * Which of the caller's enterprises a call acts for: `enterpriseId` when given (the caller must be
 * a member), otherwise the enterprise of the session's active account.
 */
export const ZEnterpriseSelector = z.object({ enterpriseId: ZId.optional() });

/** GET cb/assemble/enterprise/myList: one row per enterprise account of the caller. */
export const ZMyEnterpriseRow = ZEnterpriseRow.extend({
  accountId: z.string(),
  /** The role's name in the caller's language (custom roles carry their own name). */
  roleName: z.string(),
});
export type TMyEnterpriseRow = z.infer<typeof ZMyEnterpriseRow>;

// ── join applications ───────────────────────────────────────────────────────────────────────

/** POST cb/assemble/enterprise/join/apply. */
export const ZJoinApplyRequest = z.object({ enterpriseName: ZName.max(100), reason: ZName.max(200) });

/** An application as the applicant and the reviewers see it. */
export const ZJoinApplicationView = ZJoinApplication.extend({
  enterpriseId: z.string(),
  applicantName: z.string(),
  /** Masked: 138****0001. */
  applicantMobile: z.string().nullable(),
  reviewTime: z.string().nullable(),
  reviewComment: z.string().nullable(),
});
export type TJoinApplicationView = z.infer<typeof ZJoinApplicationView>;

/** POST cb/assemble/enterprise/join/list (administrators): paged, filtered by status. */
export const ZJoinListQuery = ZPageQuery.extend({
  enterpriseId: ZId.optional(),
  status: ZJoinApplicationStatus.optional(),
});

export const ZApplicationIdRequest = z.object({ applicationId: ZId });

/** POST cb/assemble/enterprise/join/approve: MEMBER unless a super administrator names a role. */
export const ZJoinApproveRequest = z.object({
  applicationId: ZId,
  role: ZId.optional(),
  departmentId: ZId.optional(),
});

export const ZJoinRejectRequest = z.object({
  applicationId: ZId,
  comment: safeText({ max: 200 }).optional(),
});

// ── members ─────────────────────────────────────────────────────────────────────────────────

export const ZMemberRow = z.object({
  accountId: z.string(),
  userId: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  role: z.string(),
  roleName: z.string(),
  status: ZSwitchState,
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  joinedAt: z.string(),
  updatedAt: z.string(),
  /** The member is one side of an administrator transfer under way. */
  transferPending: z.boolean(),
});
export type TMemberRow = z.infer<typeof ZMemberRow>;

/** POST cb/assemble/enterprise/member/list (administrators). */
export const ZMemberListQuery = ZPageQuery.extend({
  enterpriseId: ZId.optional(),
  status: ZSwitchState.optional(),
  departmentId: ZId.optional(),
  keyword: safeText({ max: 50 }).optional(),
});

export const ZMemberActionRequest = z.object({ accountId: ZId });
export const ZMemberRoleRequest = z.object({ accountId: ZId, role: ZId });
export const ZMemberDepartmentRequest = z.object({ accountId: ZId, departmentId: ZId.nullable() });

// ── invitations ─────────────────────────────────────────────────────────────────────────────

/** Days an invitation stays open. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED'] as const;

/** POST cb/assemble/enterprise/member/invite: the invitee is found by mobile when they log in. */
export const ZInviteMemberRequest = z.object({ enterpriseId: ZId.optional(), mobile: ZMobile, role: ZId.optional() });

export const ZInvitation = z.object({
  invitationId: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  mobile: z.string(),
  role: z.string(),
  roleName: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationIdRequest = z.object({ invitationId: ZId });

// ── transfer of the super administrator ─────────────────────────────────────────────────────

export const ADMIN_TRANSFER_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;

/** POST cb/assemble/enterprise/admin/transfer: the super administrator hands over to a member. */
export const ZAdminTransferRequest = z.object({ enterpriseId: ZId.optional(), toAccountId: ZId });
export const ZTransferIdRequest = z.object({ transferId: ZId });

export const ZAdminTransfer = z.object({
  transferId: z.string(),
  enterpriseId: z.string(),
  fromAccountId: z.string(),
  fromName: z.string(),
  toAccountId: z.string(),
  toName: z.string(),
  status: z.enum(ADMIN_TRANSFER_STATUSES),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TAdminTransfer = z.infer<typeof ZAdminTransfer>;
