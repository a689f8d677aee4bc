// The departments a set of organisation grants opens: each granted department and everything below it.
export interface TDepartmentLink {
  departmentId: string;
  parentId: string | null;
}

export function expandDepartmentScope(departments: readonly TDepartmentLink[], granted: readonly string[]): string[] {
  const children = new Map<string, string[]>();
  for (const { departmentId, parentId } of departments) {
    if (parentId !== null) children.set(parentId, [...(children.get(parentId) ?? []), departmentId]);
  }
  const known = new Set(departments.map((d) => d.departmentId));
  const open = new Set<string>();
  const queue = granted.filter((id) => known.has(id));
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (open.has(id)) continue;
    open.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return departments.map((d) => d.departmentId).filter((id) => open.has(id));
}
