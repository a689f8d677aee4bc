// GET cb/assemble/enterprise/dept/tree: the enterprise's organisation tree with member counts,
// siblings in their order (the tree component drags only among siblings, spec item R-part-tree).
import type { TDepartmentNode } from '@ecsign/core/model';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { departments, enterpriseMembers } from '../../db/schema';

export async function departmentRows(db: Db, enterpriseId: string) {
  return db
    .select({
      departmentId: departments.id,
      parentId: departments.parentId,
      name: departments.name,
      sortOrder: departments.sortOrder,
    })
    .from(departments)
    .where(eq(departments.enterpriseId, enterpriseId))
    .orderBy(asc(departments.sortOrder), asc(departments.createdAt), asc(departments.id));
}

export async function departmentTree(db: Db, enterpriseId: string): Promise<TDepartmentNode[]> {
  const rows = await departmentRows(db, enterpriseId);
  const counts = await db
    .select({ departmentId: enterpriseMembers.departmentId, count: sql<number>`count(*)::int` })
    .from(enterpriseMembers)
    .where(eq(enterpriseMembers.enterpriseId, enterpriseId))
    .groupBy(enterpriseMembers.departmentId);
  const countOf = new Map(counts.map((c) => [c.departmentId, c.count]));
  const nodes = new Map<string, TDepartmentNode>(
    rows.map((row) => [row.departmentId, { ...row, memberCount: countOf.get(row.departmentId) ?? 0, children: [] }]),
  );
  const roots: TDepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
