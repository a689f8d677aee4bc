// A department and its ancestors up to the top level — the departments whose grants reach a member
// of it. A broken chain (a cycle or a missing parent) ends the walk rather than looping.
import type { TDepartmentLink } from './expand-department-scope';

export function departmentLineage(departments: readonly TDepartmentLink[], departmentId: string | null): string[] {
  const parentOf = new Map(departments.map((d) => [d.departmentId, d.parentId]));
  const lineage: string[] = [];
  let current = departmentId;
  while (current !== null && parentOf.has(current) && !lineage.includes(current)) {
    lineage.push(current);
    current = parentOf.get(current) ?? null;
  }
  return lineage;
}
