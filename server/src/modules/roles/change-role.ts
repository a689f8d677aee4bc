// Custom roles, operated by super administrators only (spec item P-roles-super-admin). The built-in roles are code: they
// cannot be renamed, re-permissioned, disabled or deleted (the default administrator roles above
// all); a role name may not repeat a built-in role's name in any language or another custom role's;
// a role still held by members cannot be deleted. A custom role holds only CUSTOM_ROLE_PERMISSIONS.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  CUSTOM_ROLE_PERMISSIONS,
  ENTERPRISE_ROLE_LABELS,
  isEnterpriseRole,
  type TPermission,
} from '@ecsign/core/guard';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, enterpriseRoles } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';

export type TRoleChange =
  | { kind: 'CREATE'; name: string; permissions: TPermission[] }
  | { kind: 'UPDATE'; roleId: string; name?: string | undefined; permissions?: TPermission[] | undefined }
  | { kind: 'DISABLE' | 'ENABLE' | 'DELETE'; roleId: string };

const BUILT_IN_NAMES = new Set(
  Object.values(ENTERPRISE_ROLE_LABELS).flatMap((label) => Object.values(label).map((name) => name.toLowerCase())),
);

export async function changeRole(
  context: AppContext,
  operator: ActingAccount,
  change: TRoleChange,
): Promise<{ roleId: string }> {
  if (!operator.permissions.includes('role:manage')) throw new AppError('ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES');
  const { db } = context.database;
  const now = context.now();

  const checkPermissions = (permissions: readonly TPermission[]) => {
    const refused = permissions.filter((p) => !CUSTOM_ROLE_PERMISSIONS.includes(p));
    if (refused.length > 0) throw new AppError('ROLE_PERMISSION_NOT_ASSIGNABLE', { details: { permissions: refused } });
  };
  const checkName = async (name: string, except?: string) => {
    if (BUILT_IN_NAMES.has(name.toLowerCase()) || isEnterpriseRole(name.toUpperCase()))
      throw new AppError('ROLE_EXISTS');
    const [taken] = await db
      .select({ id: enterpriseRoles.id })
      .from(enterpriseRoles)
      .where(
        and(
          eq(enterpriseRoles.enterpriseId, operator.enterpriseId),
          sql`lower(${enterpriseRoles.name}) = ${name.toLowerCase()}`,
          except ? ne(enterpriseRoles.id, except) : undefined,
        ),
      );
    if (taken) throw new AppError('ROLE_EXISTS');
  };
  const nameTaken = (error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('ROLE_EXISTS') : error;
  };

  if (change.kind === 'CREATE') {
    checkPermissions(change.permissions);
    await checkName(change.name);
    const id = randomUUID();
    await db
      .insert(enterpriseRoles)
      .values({
        id,
        enterpriseId: operator.enterpriseId,
        name: change.name,
        permissions: [...new Set(change.permissions)],
        createdAt: now,
        updatedAt: now,
      })
      .catch(nameTaken);
    return { roleId: id };
  }

  if (isEnterpriseRole(change.roleId)) {
    throw new AppError(
      change.kind === 'DELETE'
        ? 'DEFAULT_ROLE_UNDELETABLE'
        : change.kind === 'UPDATE'
          ? 'DEFAULT_ROLE_CANNOT_BE_CHANGED'
          : 'DEFAULT_ROLE_CANNOT_BE_DISABLED',
    );
  }
  const [role] = await db
    .select({ id: enterpriseRoles.id })
    .from(enterpriseRoles)
    .where(and(eq(enterpriseRoles.id, change.roleId), eq(enterpriseRoles.enterpriseId, operator.enterpriseId)));
  if (!role) throw new AppError('ROLE_NOT_FOUND');

  switch (change.kind) {
    case 'UPDATE':
      if (change.permissions) checkPermissions(change.permissions);
      if (change.name) await checkName(change.name, role.id);
      await db
        .update(enterpriseRoles)
        .set({
          ...(change.name ? { name: change.name } : {}),
          ...(change.permissions ? { permissions: [...new Set(change.permissions)] } : {}),
          updatedAt: now,
        })
        .where(eq(enterpriseRoles.id, role.id))
        .catch(nameTaken);
      break;
    case 'DISABLE':
    case 'ENABLE':
      await db
        .update(enterpriseRoles)
        .set({ status: change.kind, updatedAt: now })
        .where(eq(enterpriseRoles.id, role.id));
      break;
    case 'DELETE': {
      const [holder] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.role, role.id)).limit(1);
      if (holder) throw new AppError('ROLE_HAS_USERS');
      await db.delete(enterpriseRoles).where(eq(enterpriseRoles.id, role.id));
      break;
    }
  }
  return { roleId: role.id };
}
