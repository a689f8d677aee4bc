// Roles and data grants of an enterprise (spec items R-company-control, P-roles-super-admin,
// P-grants). Each call acts through the caller's account in the enterprise it names (or the
// active account): the guard accepts any enterprise account holding the right, the handler narrows
// it down to that enterprise. Only super administrators (role:manage) change roles.
import { z } from 'zod';
import { zPage } from '../model/envelope';
import { ZEnterpriseSelector } from '../model/members';
import {
  ZGrantCreateReply,
  ZGrantCreateRequest,
  ZGrantIdRequest,
  ZGrantListQuery,
  ZGrantRow,
  ZGrantScope,
  ZRoleChangeReply,
  ZRoleCreateRequest,
  ZRoleIdRequest,
  ZRoleRow,
  ZRoleUpdateRequest,
} from '../model/roles-and-grants';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const E = '/cb/assemble/enterprise';
const roleManager = access.enterpriseMember('role:manage', { denial: 'ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES' });
const grantManager = access.enterpriseMember('grant:manage');
/** Acting through an enterprise account (enterprises/acting-enterprise-account.ts). */
const ACTING_ERRORS = ['NO_PERMISSION', 'MEMBER_DISABLED'] as const;
/** What changing a custom role may answer (roles/change-role.ts). */
const ROLE_ERRORS = [...ACTING_ERRORS, 'ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES', 'ROLE_NOT_FOUND'] as const;

type TRoleError = 'DEFAULT_ROLE_CANNOT_BE_DISABLED' | 'DEFAULT_ROLE_UNDELETABLE' | 'ROLE_HAS_USERS';

/** Disabling, enabling or deleting a custom role. */
const switchRole = (path: 'disable' | 'enable' | 'delete', summary: string, errors: readonly TRoleError[]) =>
  endpoint({
    method: 'POST',
    path: `${E}/role/${path}`,
    summary,
    access: roleManager,
    input: { body: ZRoleIdRequest },
    reply: ZRoleChangeReply,
    errors: [...ROLE_ERRORS, ...errors],
  });

export const roles = {
  list: endpoint({
    method: 'GET',
    path: `${E}/role/list`,
    summary: "The enterprise's built-in and custom roles with their permissions and member counts",
    access: access.enterpriseMember('member:manage'),
    input: { query: ZEnterpriseSelector },
    reply: z.array(ZRoleRow),
    errors: [...ACTING_ERRORS],
  }),
  create: endpoint({
    method: 'POST',
    path: `${E}/role/create`,
    summary: 'Creates a custom role with assignable permissions and a name of its own',
    access: roleManager,
    input: { body: ZRoleCreateRequest },
    reply: ZRoleChangeReply,
    errors: [...ACTING_ERRORS, 'ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES', 'ROLE_PERMISSION_NOT_ASSIGNABLE', 'ROLE_EXISTS'],
  }),
  update: endpoint({
    method: 'POST',
    path: `${E}/role/update`,
    summary: "Renames a custom role or changes its permissions (never a built-in role's)",
    access: roleManager,
    input: { body: ZRoleUpdateRequest },
    reply: ZRoleChangeReply,
    errors: [...ROLE_ERRORS, 'DEFAULT_ROLE_CANNOT_BE_CHANGED', 'ROLE_PERMISSION_NOT_ASSIGNABLE', 'ROLE_EXISTS'],
  }),
  disable: switchRole('disable', 'Disables a custom role', ['DEFAULT_ROLE_CANNOT_BE_DISABLED']),
  enable: switchRole('enable', 'Enables a disabled custom role', ['DEFAULT_ROLE_CANNOT_BE_DISABLED']),
  delete: switchRole('delete', 'Deletes a custom role no member holds', ['DEFAULT_ROLE_UNDELETABLE', 'ROLE_HAS_USERS']),
  myGrantScope: endpoint({
    method: 'GET',
    path: `${E}/grant/myScope`,
    summary: "The caller's own data scope in the enterprise (everything for default administrators)",
    access: access.enterpriseMember(),
    input: { query: ZEnterpriseSelector },
    reply: ZGrantScope,
    errors: [...ACTING_ERRORS],
  }),
  grants: endpoint({
    method: 'POST',
    path: `${E}/grant/list`,
    summary: "A page of the enterprise's data grants, newest first, filtered by subject and kind",
    access: grantManager,
    input: { body: ZGrantListQuery },
    reply: zPage(ZGrantRow),
    errors: [...ACTING_ERRORS],
  }),
  grant: endpoint({
    method: 'POST',
    path: `${E}/grant/create`,
    summary: "Grants a member or department organisations, seals or templates within the caller's scope",
    access: grantManager,
    input: { body: ZGrantCreateRequest },
    reply: ZGrantCreateReply,
    errors: [
      ...ACTING_ERRORS,
      'MEMBER_NOT_FOUND',
      'ORG_NOT_FOUND',
      'TEMPLATE_NOT_FOUND',
      'GRANT_TO_SELF_NOT_ALLOWED',
      'GRANT_EXCEEDS_OWN_SCOPE',
    ],
  }),
  revokeGrant: endpoint({
    method: 'POST',
    path: `${E}/grant/revoke`,
    summary: "Takes a data grant back (within the caller's scope, never their own)",
    access: grantManager,
    input: { body: ZGrantIdRequest },
    reply: z.null(),
    errors: [...ACTING_ERRORS, 'GRANT_NOT_FOUND', 'GRANT_TO_SELF_NOT_ALLOWED', 'GRANT_EXCEEDS_OWN_SCOPE'],
  }),
} as const;
