// Invitations as their enterprise's administrators and the invitee see them; a PENDING invitation
// past its date reads EXPIRED.
import type { TLanguage } from '@ecsign/core/i18n';
import type { TInvitation } from '@ecsign/core/model';
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { enterpriseInvitations, enterpriseRoles, enterprises } from '../../db/schema';
import { maskMobile } from '../identity/mask-digits';
import { roleName } from '../roles/role-name';

export function invitationQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      invitation: enterpriseInvitations,
      enterpriseName: enterprises.name,
      customRoleName: enterpriseRoles.name,
    })
    .from(enterpriseInvitations)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseInvitations.enterpriseId))
    .leftJoin(enterpriseRoles, eq(enterpriseRoles.id, enterpriseInvitations.role))
    .where(where);
}

type Row = Awaited<ReturnType<typeof invitationQuery>>[number];

export function toInvitation(row: Row, now: Date, language: TLanguage): TInvitation {
  const { invitation } = row;
  const expired = invitation.status === 'PENDING' && invitation.expiresAt <= now;
  return {
    invitationId: invitation.id,
    enterpriseId: invitation.enterpriseId,
    enterpriseName: row.enterpriseName,
    mobile: maskMobile(invitation.mobile) ?? '',
    role: invitation.role,
    roleName: roleName(invitation.role, row.customRoleName, language),
    status: expired ? 'EXPIRED' : invitation.status,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
