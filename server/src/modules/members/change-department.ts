// The organisation tree's edits: create, rename, move (another parent and/or another place among
// the siblings) and delete. Sibling names are unique; a department never moves under itself; only
// an empty department (no sub-departments, no members) is deleted, and its grants go with it.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { departmentLineage } from '@ecsign/core/guard';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { dataGrants, departments, enterpriseMembers } from '../../db/schema';
import type { ActingAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { departmentRows } from './department-tree';

export type TDepartmentChange =
  | { kind: 'CREATE'; name: string; parentId: string | null }
  | { kind: 'RENAME'; departmentId: string; name: string }
  | { kind: 'MOVE'; departmentId: string; parentId: string | null; position?: number | undefined }
  | { kind: 'DELETE'; departmentId: string };

export async function changeDepartment(
  context: AppContext,
  operator: ActingAccount,
  change: TDepartmentChange,
): Promise<{ departmentId: string }> {
  const { db } = context.database;
  const rows = await departmentRows(db, operator.enterpriseId);
  const known = (id: string | null) => {
    if (id !== null && !rows.some((row) => row.departmentId === id)) throw new AppError('ORG_NOT_FOUND');
  };
  const siblingNamed = (parentId: string | null, name: string, except?: string) =>
    rows.some((row) => row.parentId === parentId && row.name === name && row.departmentId !== except);
  const nameTaken = (error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('ORG_NAME_EXISTS') : error;
  };

  switch (change.kind) {
    case 'CREATE': {
      known(change.parentId);
      if (siblingNamed(change.parentId, change.name)) throw new AppError('ORG_NAME_EXISTS');
      const id = randomUUID();
      const last = Math.max(-1, ...rows.filter((r) => r.parentId === change.parentId).map((r) => r.sortOrder));
      await db
        .insert(departments)
        .values({
          id,
          enterpriseId: operator.enterpriseId,
          parentId: change.parentId,
          name: change.name,
          sortOrder: last + 1,
          createdAt: context.now(),
        })
        .catch(nameTaken);
      return { departmentId: id };
    }
    case 'RENAME': {
      known(change.departmentId);
      const current = rows.find((row) => row.departmentId === change.departmentId)!;
      if (siblingNamed(current.parentId, change.name, current.departmentId)) throw new AppError('ORG_NAME_EXISTS');
      await db
        .update(departments)
        .set({ name: change.name })
        .where(eq(departments.id, change.departmentId))
        .catch(nameTaken);
      return { departmentId: change.departmentId };
    }
    case 'MOVE': {
      known(change.departmentId);
      known(change.parentId);
      if (change.parentId !== null && departmentLineage(rows, change.parentId).includes(change.departmentId)) {
        throw new AppError('ORG_PARENT_INVALID');
      }
      const current = rows.find((row) => row.departmentId === change.departmentId)!;
      if (siblingNamed(change.parentId, current.name, current.departmentId)) throw new AppError('ORG_NAME_EXISTS');
      const siblings = rows
        .filter((row) => row.parentId === change.parentId && row.departmentId !== change.departmentId)
        .map((row) => row.departmentId);
      siblings.splice(Math.min(change.position ?? siblings.length, siblings.length), 0, change.departmentId);
      await db.transaction(async (tx) => {
        await tx.update(departments).set({ parentId: change.parentId }).where(eq(departments.id, change.departmentId));
        await renumber(tx, siblings);
      });
      return { departmentId: change.departmentId };
    }
    case 'DELETE': {
      known(change.departmentId);
      if (rows.some((row) => row.parentId === change.departmentId)) throw new AppError('ORG_HAS_CHILDREN');
      const [member] = await db
        .select({ id: enterpriseMembers.accountId })
        .from(enterpriseMembers)
        .where(eq(enterpriseMembers.departmentId, change.departmentId))
        .limit(1);
      if (member) throw new AppError('ORG_HAS_MEMBERS');
      await db.transaction(async (tx) => {
        await tx
          .delete(dataGrants)
          .where(
            and(
              eq(dataGrants.enterpriseId, operator.enterpriseId),
              or(
                and(eq(dataGrants.subjectType, 'DEPARTMENT'), eq(dataGrants.subjectId, change.departmentId)),
                and(eq(dataGrants.resourceType, 'ORG'), eq(dataGrants.resourceId, change.departmentId)),
              ),
            ),
          );
        await tx.delete(departments).where(eq(departments.id, change.departmentId));
      });
      return { departmentId: change.departmentId };
    }
  }
}

async function renumber(db: Db, ids: readonly string[]) {
  for (const [index, id] of ids.entries()) {
    await db.update(departments).set({ sortOrder: index }).where(eq(departments.id, id));
  }
}
