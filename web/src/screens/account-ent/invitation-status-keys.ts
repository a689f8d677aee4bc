// The texts of an invitation's statuses.
import type { TInvitation } from '@ecsign/core/model';

export const INVITATION_STATUS_KEYS = {
  PENDING: 'invitationPending',
  ACCEPTED: 'invitationAccepted',
  DECLINED: 'invitationDeclined',
  CANCELLED: 'invitationCancelled',
  EXPIRED: 'invitationExpired',
} as const satisfies Record<TInvitation['status'], string>;
