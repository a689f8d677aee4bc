// Roles of an enterprise, its organisation tree and data grants (spec's P- items, R-company-control).
import { z } from 'zod';
import { ZPermission } from '../guard/permissions';
import { ZPageQuery } from './envelope';
import { ZName, ZId } from './field-shapes';
import { ZSwitchState } from './setting-states';

// ── roles ───────────────────────────────────────────────────────────────────────────────────

export const ZRoleRow = z.object({
  /** A built-in role's code (SUPER_ADMIN, ADMIN, HR, MEMBER) or a custom role's id. */
  roleId: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  /** SUPER_ADMIN and ADMIN: never deleted, disabled or changed (spec item P-default-admin-roles). */
  defaultAdmin: z.boolean(),
  status: ZSwitchState,
  permissions: z.array(ZPermission),
  userCount: z.number().int().nonnegative(),
});
export type TRoleRow = z.infer<typeof ZRoleRow>;

/** POST cb/assemble/enterprise/role/create (super administrators only). */
export const ZRoleCreateRequest = z.object({
  enterpriseId: ZId.optional(),
  name: ZName.max(30),
  permissions: z.array(ZPermission).min(1).max(50),
});
/** Built-in role ids name no enterprise: `enterpriseId` picks it (else the active account's). */
export const ZRoleUpdateRequest = z.object({
  enterpriseId: ZId.optional(),
  roleId: ZId,
  name: ZName.max(30).optional(),
  permissions: z.array(ZPermission).min(1).max(50).optional(),
});
export const ZRoleIdRequest = z.object({ enterpriseId: ZId.optional(), roleId: ZId });
/** What a role change answers: the role it made or changed. */
export const ZRoleChangeReply = z.object({ roleId: z.string() });

// ── organisation tree ───────────────────────────────────────────────────────────────────────

export interface TDepartmentNode {
  departmentId: string;
  name: string;
  parentId: string | null;
  sortOrder: number;
  memberCount: number;
  children: TDepartmentNode[];
}
export const ZDepartmentNode: z.ZodType<TDepartmentNode> = z.lazy(() =>
  z.object({
    departmentId: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    sortOrder: z.number().int(),
    memberCount: z.number().int().nonnegative(),
    children: z.array(ZDepartmentNode),
  }),
);

export const ZDepartmentCreateRequest = z.object({
  enterpriseId: ZId.optional(),
  name: ZName.max(50),
  parentId: ZId.nullable().optional(),
});
export const ZDepartmentRenameRequest = z.object({ departmentId: ZId, name: ZName.max(50) });
/** Moves under another parent (null: top level) and/or to a position among the new siblings. */
export const ZDepartmentMoveRequest = z.object({
  departmentId: ZId,
  parentId: ZId.nullable(),
  position: z.number().int().min(0).optional(),
});
export const ZDepartmentIdRequest = z.object({ departmentId: ZId });

// ── data grants ─────────────────────────────────────────────────────────────────────────────

/** Who receives a grant: a member (an enterprise account) or a department (its members and sub-departments). */
export const GRANT_SUBJECT_TYPES = ['MEMBER', 'DEPARTMENT'] as const;
export const ZGrantSubjectType = z.enum(GRANT_SUBJECT_TYPES);
export type TGrantSubjectType = z.infer<typeof ZGrantSubjectType>;

/** What a grant opens: an organisation (a department and its subtree), a seal, a template. */
export const GRANT_RESOURCE_TYPES = ['ORG', 'SEAL', 'TEMPLATE'] as const;
export const ZGrantResourceType = z.enum(GRANT_RESOURCE_TYPES);
export type TGrantResourceType = z.infer<typeof ZGrantResourceType>;

/** POST cb/assemble/enterprise/grant/create. */
export const ZGrantCreateRequest = z.object({
  enterpriseId: ZId.optional(),
  subjectType: ZGrantSubjectType,
  subjectId: ZId,
  resourceType: ZGrantResourceType,
  resourceIds: z.array(ZId).min(1).max(200),
});
export type TGrantCreateRequest = z.input<typeof ZGrantCreateRequest>;

export const ZGrantListQuery = ZPageQuery.extend({
  enterpriseId: ZId.optional(),
  subjectType: ZGrantSubjectType.optional(),
  subjectId: ZId.optional(),
  resourceType: ZGrantResourceType.optional(),
});
export const ZGrantIdRequest = z.object({ grantId: ZId });
/** POST cb/assemble/enterprise/grant/create: how many grants are new (one already held is kept). */
export const ZGrantCreateReply = z.object({ created: z.number().int().nonnegative() });

export const ZGrantRow = z.object({
  grantId: z.string(),
  subjectType: ZGrantSubjectType,
  subjectId: z.string(),
  subjectName: z.string(),
  resourceType: ZGrantResourceType,
  resourceId: z.string(),
  /** Known for organisations; seals and templates get their names when those modules exist. */
  resourceName: z.string().nullable(),
  grantedByName: z.string(),
  createdAt: z.string(),
});
export type TGrantRow = z.infer<typeof ZGrantRow>;

/** An operator's own data scope: everything (default administrators) or the listed resources. */
export const ZGrantScope = z.object({
  all: z.boolean(),
  ORG: z.array(z.string()),
  SEAL: z.array(z.string()),
  TEMPLATE: z.array(z.string()),
});
export type TGrantScope = z.infer<typeof ZGrantScope>;
