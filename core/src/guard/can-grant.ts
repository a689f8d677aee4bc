// Whether an operator may make (or take back) a data grant (spec item P-grants): never to themselves — neither
// to their own account nor to a department they belong to — and never beyond their own data scope.
// Pure: the server resolves the operator's scope and departments, the portal greys out choices.
import type { TGrantResourceType, TGrantScope, TGrantSubjectType } from '../model/roles-and-grants';

export interface TGrantOperator {
  /** The operator's enterprise account. */
  accountId: string;
  /** The operator's department and its ancestors (departmentLineage). */
  departmentIds: readonly string[];
  scope: TGrantScope;
}

export interface TGrantRequest {
  subjectType: TGrantSubjectType;
  subjectId: string;
  resourceType: TGrantResourceType;
  resourceIds: readonly string[];
}

export type TGrantDecision =
  | { allowed: true }
  | { allowed: false; reason: 'SELF_GRANT' }
  | { allowed: false; reason: 'EXCEEDS_SCOPE'; outside: string[] };

export function canGrant(operator: TGrantOperator, request: TGrantRequest): TGrantDecision {
  const toSelf =
    request.subjectType === 'MEMBER'
      ? request.subjectId === operator.accountId
      : operator.departmentIds.includes(request.subjectId);
  if (toSelf) return { allowed: false, reason: 'SELF_GRANT' };
  if (operator.scope.all) return { allowed: true };
  const own = new Set(operator.scope[request.resourceType]);
  const outside = [...new Set(request.resourceIds)].filter((id) => !own.has(id));
  return outside.length === 0 ? { allowed: true } : { allowed: false, reason: 'EXCEEDS_SCOPE', outside };
}
