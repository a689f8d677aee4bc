// What the member forms choose from: the enterprise's roles a member may be given (never
// SUPER_ADMIN, which moves by transfer only; never a disabled role) and its departments as a flat
// list with their path, for selects.
import type { TDepartmentNode, TRoleRow } from '@ecsign/core/model';

export function assignableRoles(roles: readonly TRoleRow[]): { value: string; label: string }[] {
  return roles
    .filter((role) => role.roleId !== 'SUPER_ADMIN' && role.status === 'ENABLE')
    .map((role) => ({ value: role.roleId, label: role.name }));
}

export function departmentOptions(nodes: readonly TDepartmentNode[], prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((node) => {
    const label = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ value: node.departmentId, label }, ...departmentOptions(node.children, label)];
  });
}
