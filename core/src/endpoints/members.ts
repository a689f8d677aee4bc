// Enterprise members, the transfer of the super administrator and the organisation tree (spec
// items R-company-control, P-default-admin-roles, P-roles-super-admin). Each call acts through the
// caller's account in the enterprise of the member, department or transfer it names (or the body's
// enterprise, or the active account's): the guard accepts any enterprise account with the right.
import { z } from 'zod';
import { zPage } from '../model/envelope';
import {
  ZAdminTransfer,
  ZAdminTransferRequest,
  ZEnterpriseSelector,
  ZMemberActionRequest,
  ZMemberDepartmentRequest,
  ZMemberListQuery,
  ZMemberRoleRequest,
  ZMemberRow,
  ZTransferIdRequest,
} from '../model/members';
import {
  ZDepartmentCreateRequest,
  ZDepartmentIdRequest,
  ZDepartmentMoveRequest,
  ZDepartmentNode,
  ZDepartmentRenameRequest,
} from '../model/roles-and-grants';
import type { TErrorCode } from '../errors/catalogue';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const E = '/cb/assemble/enterprise';
const memberManager = access.enterpriseMember('member:manage');
/** Acting through an enterprise account (enterprises/acting-enterprise-account.ts). */
const ACTING_ERRORS = ['NO_PERMISSION', 'MEMBER_DISABLED'] as const;
/** A call on one member of the operator's enterprise (members/member-target.ts). */
const MEMBER_ERRORS = [...ACTING_ERRORS, 'MEMBER_NOT_FOUND'] as const;
/** The department a call names: of the enterprise, unique by name among its siblings (change-department.ts). */
const DEPARTMENT_ERRORS = [...ACTING_ERRORS, 'ORG_NOT_FOUND', 'ORG_NAME_EXISTS'] as const;
/** Answering a transfer: its party only, while it is open (answer-admin-transfer.ts). */
const TRANSFER_ANSWER_ERRORS = [...ACTING_ERRORS, 'ADMIN_TRANSFER_NOT_FOUND'] as const;

const DepartmentIdReply = z.object({ departmentId: z.string() });

const memberChange = (path: 'disable' | 'enable' | 'remove', summary: string, errors: readonly TErrorCode[]) =>
  endpoint({
    method: 'POST',
    path: `${E}/member/${path}`,
    summary,
    access: memberManager,
    input: { body: ZMemberActionRequest },
    reply: z.null(),
    errors: [...MEMBER_ERRORS, ...errors],
  });

const transferAnswer = (path: 'accept' | 'reject' | 'cancel', summary: string, errors: readonly TErrorCode[]) =>
  endpoint({
    method: 'POST',
    path: `${E}/admin/transfer/${path}`,
    summary,
    access: access.signedIn(),
    input: { body: ZTransferIdRequest },
    reply: ZAdminTransfer,
    errors: [...TRANSFER_ANSWER_ERRORS, ...errors],
  });

export const members = {
  list: endpoint({
    method: 'POST',
    path: `${E}/member/list`,
    summary: "A page of the enterprise's members, filtered by state, department and keyword",
    access: memberManager,
    input: { body: ZMemberListQuery },
    reply: zPage(ZMemberRow),
    errors: [...ACTING_ERRORS],
  }),
  disable: memberChange('disable', 'Disables a member (never a default administrator)', [
    'ADMIN_CANNOT_BE_DISABLED',
    'TRANSFER_IN_PROGRESS_CANNOT_DISABLE',
  ]),
  enable: memberChange('enable', 'Enables a disabled member', []),
  remove: memberChange('remove', 'Removes a member from the enterprise (never a default administrator)', [
    'ADMIN_CANNOT_BE_DELETED',
    'TRANSFER_IN_PROGRESS_CANNOT_DELETE',
  ]),
  setRole: endpoint({
    method: 'POST',
    path: `${E}/member/setRole`,
    summary: "Changes a member's role (super administrators only; never a default administrator's)",
    access: memberManager,
    input: { body: ZMemberRoleRequest },
    reply: z.null(),
    errors: [
      ...MEMBER_ERRORS,
      'ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES',
      'ADMIN_ROLE_CANNOT_CHANGE',
      'ROLE_NOT_FOUND',
      'ROLE_DISABLED',
    ],
  }),
  setDepartment: endpoint({
    method: 'POST',
    path: `${E}/member/setDepartment`,
    summary: 'Moves a member into a department of the enterprise, or out of any',
    access: memberManager,
    input: { body: ZMemberDepartmentRequest },
    reply: z.null(),
    errors: [...MEMBER_ERRORS, 'ORG_NOT_FOUND'],
  }),
  currentTransfer: endpoint({
    method: 'GET',
    path: `${E}/admin/transfer`,
    summary: "The enterprise's open transfer of the super administrator, for administrators and its receiver",
    access: access.enterpriseMember(),
    input: { query: ZEnterpriseSelector },
    reply: ZAdminTransfer.nullable(),
    errors: [...ACTING_ERRORS],
  }),
  startTransfer: endpoint({
    method: 'POST',
    path: `${E}/admin/transfer`,
    summary: 'Offers the super administrator role to an enabled member (the super administrator only)',
    access: access.enterpriseMember(),
    input: { body: ZAdminTransferRequest },
    reply: ZAdminTransfer,
    errors: [...MEMBER_ERRORS, 'ONLY_SUPER_ADMIN_MAY_TRANSFER_ADMIN', 'ADMIN_TRANSFER_EXISTS'],
  }),
  acceptTransfer: transferAnswer('accept', 'The receiver accepts the transfer and becomes super administrator', [
    'ONLY_SUPER_ADMIN_MAY_TRANSFER_ADMIN',
  ]),
  rejectTransfer: transferAnswer('reject', 'The receiver rejects the transfer', []),
  cancelTransfer: transferAnswer('cancel', 'The super administrator withdraws the transfer', []),
  departments: endpoint({
    method: 'GET',
    path: `${E}/dept/tree`,
    summary: "The enterprise's organisation tree with member counts",
    access: access.enterpriseMember({ anyOf: ['member:manage', 'grant:manage'] }),
    input: { query: ZEnterpriseSelector },
    reply: z.array(ZDepartmentNode),
    errors: [...ACTING_ERRORS],
  }),
  createDepartment: endpoint({
    method: 'POST',
    path: `${E}/dept/create`,
    summary: 'Adds a department at the top or under another one',
    access: memberManager,
    input: { body: ZDepartmentCreateRequest },
    reply: DepartmentIdReply,
    errors: [...DEPARTMENT_ERRORS],
  }),
  renameDepartment: endpoint({
    method: 'POST',
    path: `${E}/dept/rename`,
    summary: 'Renames a department',
    access: memberManager,
    input: { body: ZDepartmentRenameRequest },
    reply: DepartmentIdReply,
    errors: [...DEPARTMENT_ERRORS],
  }),
  moveDepartment: endpoint({
    method: 'POST',
    path: `${E}/dept/move`,
    summary: 'Moves a department under another parent and/or to a position among its siblings',
    access: memberManager,
    input: { body: ZDepartmentMoveRequest },
    reply: DepartmentIdReply,
    errors: [...DEPARTMENT_ERRORS, 'ORG_PARENT_INVALID'],
  }),
  deleteDepartment: endpoint({
    method: 'POST',
    path: `${E}/dept/delete`,
    summary: 'Deletes a department without sub-departments or members',
    access: memberManager,
    input: { body: ZDepartmentIdRequest },
    reply: DepartmentIdReply,
    errors: [...ACTING_ERRORS, 'ORG_NOT_FOUND', 'ORG_HAS_CHILDREN', 'ORG_HAS_MEMBERS'],
  }),
} as const;
