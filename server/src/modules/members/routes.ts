// Enterprise members, the administrator transfer and the organisation tree (spec items
// R-company-control, P-default-admin-roles, P-roles-super-admin). Bodies: core/model/members.ts and roles-and-grants.ts.
import { AppError } from '@ecsign/core/errors';
import {
  ZAdminTransferRequest,
  ZDepartmentCreateRequest,
  ZDepartmentIdRequest,
  ZDepartmentMoveRequest,
  ZDepartmentRenameRequest,
  ZEnterpriseSelector,
  ZMemberActionRequest,
  ZMemberDepartmentRequest,
  ZMemberListQuery,
  ZMemberRoleRequest,
  ZTransferIdRequest,
} from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../http/request-language';
import { authenticate } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { answerAdminTransfer } from './answer-admin-transfer';
import { changeDepartment } from './change-department';
import { changeMember } from './change-member';
import { currentAdminTransfer } from './current-admin-transfer';
import { departmentTree } from './department-tree';
import { listMembers } from './list-members';
import { startAdminTransfer } from './start-admin-transfer';
import { guard } from '../../security/route-guard';

const E = '/cb/assemble/enterprise';

export function memberRoutes(app: FastifyInstance, context: AppContext) {
  /** The caller's account in the enterprise the body names (or the active one), with member:manage. */
  const administrator = async (request: FastifyRequest, enterpriseId?: string) =>
    actingEnterpriseAccount(context, await authenticate(context, request), {
      enterpriseId,
      permission: 'member:manage',
    });
  /** For a call on one member: the operator is an administrator of that member's enterprise. */
  const administratorOf = async (request: FastifyRequest, accountId: string) => {
    const auth = await authenticate(context, request);
    const rows = await context.database.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM accounts WHERE id = $1',
      [accountId],
    );
    return actingEnterpriseAccount(context, auth, {
      enterpriseId: rows[0]?.enterprise_id ?? undefined,
      permission: 'member:manage',
    });
  };

  app.post(`${E}/member/list`, guard.enterpriseMember('member:manage'), async (request) => {
    const query = parseInput(ZMemberListQuery, request.body);
    const operator = await administrator(request, query.enterpriseId);
    return ok(await listMembers(context, operator, query, requestLanguage(request)));
  });

  for (const kind of ['DISABLE', 'ENABLE', 'REMOVE'] as const) {
    app.post(`${E}/member/${kind.toLowerCase()}`, guard.enterpriseMember('member:manage'), async (request) => {
      const { accountId } = parseInput(ZMemberActionRequest, request.body);
      await changeMember(context, await administratorOf(request, accountId), accountId, { kind });
      return ok(null);
    });
  }

  app.post(`${E}/member/setRole`, guard.enterpriseMember('member:manage'), async (request) => {
    const { accountId, role } = parseInput(ZMemberRoleRequest, request.body);
    await changeMember(context, await administratorOf(request, accountId), accountId, { kind: 'ROLE', role });
    return ok(null);
  });

  app.post(`${E}/member/setDepartment`, guard.enterpriseMember('member:manage'), async (request) => {
    const { accountId, departmentId } = parseInput(ZMemberDepartmentRequest, request.body);
    const operator = await administratorOf(request, accountId);
    await changeMember(context, operator, accountId, { kind: 'DEPARTMENT', departmentId });
    return ok(null);
  });

  app.get(`${E}/admin/transfer`, guard.enterpriseMember(), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.query);
    const operator = await actingEnterpriseAccount(context, await authenticate(context, request), { enterpriseId });
    const transfer = await currentAdminTransfer(context, operator);
    // The receiving member answers the offer, usually without member:manage: they may read it too.
    if (operator.permissions.includes('member:manage') || transfer?.toAccountId === operator.accountId) {
      return ok(transfer);
    }
    throw new AppError('NO_PERMISSION', { internal: 'not an administrator nor the transfer’s receiver' });
  });

  app.post(`${E}/admin/transfer`, guard.enterpriseMember(), async (request) => {
    const { enterpriseId, toAccountId } = parseInput(ZAdminTransferRequest, request.body);
    const operator = await actingEnterpriseAccount(context, await authenticate(context, request), { enterpriseId });
    return ok(await startAdminTransfer(context, operator, toAccountId));
  });

  for (const [path, answer] of [
    ['accept', 'ACCEPT'],
    ['reject', 'REJECT'],
    ['cancel', 'CANCEL'],
  ] as const) {
    app.post(`${E}/admin/transfer/${path}`, guard.signedIn(), async (request) => {
      const auth = await authenticate(context, request);
      const { transferId } = parseInput(ZTransferIdRequest, request.body);
      return ok(await answerAdminTransfer(context, auth, transferId, answer));
    });
  }

  app.get(`${E}/dept/tree`, guard.enterpriseMember({ anyOf: ['member:manage', 'grant:manage'] }), async (request) => {
    const auth = await authenticate(context, request);
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.query);
    const operator = await actingEnterpriseAccount(context, auth, { enterpriseId });
    if (!operator.permissions.includes('member:manage') && !operator.permissions.includes('grant:manage')) {
      throw new AppError('NO_PERMISSION', { internal: 'neither member:manage nor grant:manage' });
    }
    return ok(await departmentTree(context.database.db, operator.enterpriseId));
  });

  app.post(`${E}/dept/create`, guard.enterpriseMember('member:manage'), async (request) => {
    const { enterpriseId, name, parentId } = parseInput(ZDepartmentCreateRequest, request.body);
    const operator = await administrator(request, enterpriseId);
    return ok(await changeDepartment(context, operator, { kind: 'CREATE', name, parentId: parentId ?? null }));
  });

  /** For a call on one department: the operator is an administrator of its enterprise. */
  const departmentAdministrator = async (request: FastifyRequest, departmentId: string) => {
    const rows = await context.database.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM departments WHERE id = $1',
      [departmentId],
    );
    return administrator(request, rows[0]?.enterprise_id ?? undefined);
  };

  app.post(`${E}/dept/rename`, guard.enterpriseMember('member:manage'), async (request) => {
    const { departmentId, name } = parseInput(ZDepartmentRenameRequest, request.body);
    const operator = await departmentAdministrator(request, departmentId);
    return ok(await changeDepartment(context, operator, { kind: 'RENAME', departmentId, name }));
  });

  app.post(`${E}/dept/move`, guard.enterpriseMember('member:manage'), async (request) => {
    const { departmentId, parentId, position } = parseInput(ZDepartmentMoveRequest, request.body);
    const operator = await departmentAdministrator(request, departmentId);
    return ok(await changeDepartment(context, operator, { kind: 'MOVE', departmentId, parentId, position }));
  });

  app.post(`${E}/dept/delete`, guard.enterpriseMember('member:manage'), async (request) => {
    const { departmentId } = parseInput(ZDepartmentIdRequest, request.body);
    const operator = await departmentAdministrator(request, departmentId);
    return ok(await changeDepartment(context, operator, { kind: 'DELETE', departmentId }));
  });
}
