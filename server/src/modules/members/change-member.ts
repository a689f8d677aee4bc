// Member administration (spec's P- items): disable, enable and remove a member, move them to a department,
// and give them a role. The default administrators (SUPER_ADMIN, ADMIN) cannot be disabled,
// removed or re-roled; a member in an administrator transfer under way cannot be disabled or
// removed; giving roles is operating roles, so it takes a super administrator.
import { AppError } from '@ecsign/core/errors';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, dataGrants, departments } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { resolveAssignableRole } from '../roles/resolve-assignable-role';
import { memberTarget } from './member-target';
import { upsertMember } from './upsert-member';

export type TMemberChange =
  | { kind: 'DISABLE' | 'ENABLE' | 'REMOVE' }
  | { kind: 'ROLE'; role: string }
  | { kind: 'DEPARTMENT'; departmentId: string | null };

export async function changeMember(
  context: AppContext,
  operator: ActingAccount,
  accountId: string,
  change: TMemberChange,
): Promise<void> {
  const { db } = context.database;
  const now = context.now();
  const target = await memberTarget(db, operator, accountId);
  const member = { accountId: target.accountId, enterpriseId: operator.enterpriseId };
  switch (change.kind) {
    case 'DISABLE':
      if (target.isDefaultAdmin) throw new AppError('ADMIN_CANNOT_BE_DISABLED');
      if (target.transferPending) throw new AppError('TRANSFER_IN_PROGRESS_CANNOT_DISABLE');
      await upsertMember(db, member, { status: 'DISABLE' }, now);
      return;
    case 'ENABLE':
      await upsertMember(db, member, { status: 'ENABLE' }, now);
      return;
    case 'REMOVE':
      if (target.isDefaultAdmin) throw new AppError('ADMIN_CANNOT_BE_DELETED');
      if (target.transferPending) throw new AppError('TRANSFER_IN_PROGRESS_CANNOT_DELETE');
      await db.transaction(async (tx) => {
        await tx
          .delete(dataGrants)
          .where(and(eq(dataGrants.subjectType, 'MEMBER'), eq(dataGrants.subjectId, target.accountId)));
        // Its sessions acting as this account end with it (sessions cascade).
        await tx.delete(accounts).where(eq(accounts.id, target.accountId));
      });
      return;
    case 'ROLE': {
      if (!operator.permissions.includes('role:manage')) throw new AppError('ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES');
      if (target.isDefaultAdmin) throw new AppError('ADMIN_ROLE_CANNOT_CHANGE');
      const role = await resolveAssignableRole(db, operator, change.role);
      await db.update(accounts).set({ role }).where(eq(accounts.id, target.accountId));
      await upsertMember(db, member, {}, now);
      return;
    }
    case 'DEPARTMENT':
      if (change.departmentId) {
        const [department] = await db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.id, change.departmentId), eq(departments.enterpriseId, operator.enterpriseId)));
        if (!department) throw new AppError('ORG_NOT_FOUND');
      }
      await upsertMember(db, member, { departmentId: change.departmentId }, now);
      return;
  }
}
