// Enterprise members, the administrator transfer and the organisation tree (endpoints.members;
// spec items R-company-control, P-default-admin-roles, P-roles-super-admin). Bodies:
// core/model/members.ts and roles-and-grants.ts.
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { answerAdminTransfer } from './answer-admin-transfer';
import { changeDepartment } from './change-department';
import { changeMember } from './change-member';
import { currentAdminTransfer } from './current-admin-transfer';
import { departmentTree } from './department-tree';
import { listMembers } from './list-members';
import { startAdminTransfer } from './start-admin-transfer';

const declared = endpoints.members;

export function memberRoutes(app: FastifyInstance, context: AppContext) {
  /** The caller's account in the enterprise the body names (or the active one), with member:manage. */
  const administrator = (caller: AuthContext, enterpriseId?: string) =>
    actingEnterpriseAccount(context, caller, { enterpriseId, permission: 'member:manage' });
  /** The enterprise a row belongs to, so an administrator of another enterprise gets 403. */
  const enterpriseOf = async (table: 'accounts' | 'departments', id: string) =>
    (
      await context.database.query<{ enterprise_id: string | null }>(
        `SELECT enterprise_id FROM ${table} WHERE id = $1`,
        [id],
      )
    )[0]?.enterprise_id ?? undefined;
  /** For a call on one member: the operator is an administrator of that member's enterprise. */
  const administratorOf = async (caller: AuthContext, accountId: string) =>
    administrator(caller, await enterpriseOf('accounts', accountId));
  /** For a call on one department: the operator is an administrator of its enterprise. */
  const departmentAdministrator = async (caller: AuthContext, departmentId: string) =>
    administrator(caller, await enterpriseOf('departments', departmentId));

  mountEndpoint(app, context, declared.list, async ({ caller, input, request }) => {
    const operator = await administrator(caller, input.body.enterpriseId);
    return listMembers(context, operator, input.body, requestLanguage(request));
  });

  for (const kind of ['DISABLE', 'ENABLE', 'REMOVE'] as const) {
    const declaration = { DISABLE: declared.disable, ENABLE: declared.enable, REMOVE: declared.remove }[kind];
    mountEndpoint(app, context, declaration, async ({ caller, input }) => {
      const { accountId } = input.body;
      await changeMember(context, await administratorOf(caller, accountId), accountId, { kind });
      return null;
    });
  }

  mountEndpoint(app, context, declared.setRole, async ({ caller, input }) => {
    const { accountId, role } = input.body;
    await changeMember(context, await administratorOf(caller, accountId), accountId, { kind: 'ROLE', role });
    return null;
  });

  mountEndpoint(app, context, declared.setDepartment, async ({ caller, input }) => {
    const { accountId, departmentId } = input.body;
    const operator = await administratorOf(caller, accountId);
    await changeMember(context, operator, accountId, { kind: 'DEPARTMENT', departmentId });
    return null;
  });

  mountEndpoint(app, context, declared.currentTransfer, async ({ caller, input }) => {
    const operator = await actingEnterpriseAccount(context, caller, { enterpriseId: input.query.enterpriseId });
    const transfer = await currentAdminTransfer(context, operator);
    // The receiving member answers the offer, usually without member:manage: they may read it too.
    if (operator.permissions.includes('member:manage') || transfer?.toAccountId === operator.accountId) {
      return transfer;
    }
    throw new AppError('NO_PERMISSION', { internal: 'not an administrator nor the transfer’s receiver' });
  });

  mountEndpoint(app, context, declared.startTransfer, async ({ caller, input }) => {
    const { enterpriseId, toAccountId } = input.body;
    const operator = await actingEnterpriseAccount(context, caller, { enterpriseId });
    return startAdminTransfer(context, operator, toAccountId);
  });

  for (const [declaration, answer] of [
    [declared.acceptTransfer, 'ACCEPT'],
    [declared.rejectTransfer, 'REJECT'],
    [declared.cancelTransfer, 'CANCEL'],
  ] as const) {
    mountEndpoint(app, context, declaration, async ({ caller, input }) =>
      answerAdminTransfer(context, caller, input.body.transferId, answer),
    );
  }

  mountEndpoint(app, context, declared.departments, async ({ caller, input }) => {
    const operator = await actingEnterpriseAccount(context, caller, { enterpriseId: input.query.enterpriseId });
    if (!operator.permissions.includes('member:manage') && !operator.permissions.includes('grant:manage')) {
      throw new AppError('NO_PERMISSION', { internal: 'neither member:manage nor grant:manage' });
    }
    return departmentTree(context.database.db, operator.enterpriseId);
  });

  mountEndpoint(app, context, declared.createDepartment, async ({ caller, input }) => {
    const { enterpriseId, name, parentId } = input.body;
    const operator = await administrator(caller, enterpriseId);
    return changeDepartment(context, operator, { kind: 'CREATE', name, parentId: parentId ?? null });
  });

  mountEndpoint(app, context, declared.renameDepartment, async ({ caller, input }) => {
    const { departmentId, name } = input.body;
    const operator = await departmentAdministrator(caller, departmentId);
    return changeDepartment(context, operator, { kind: 'RENAME', departmentId, name });
  });

  mountEndpoint(app, context, declared.moveDepartment, async ({ caller, input }) => {
    const { departmentId, parentId, position } = input.body;
    const operator = await departmentAdministrator(caller, departmentId);
    return changeDepartment(context, operator, { kind: 'MOVE', departmentId, parentId, position });
  });

  mountEndpoint(app, context, declared.deleteDepartment, async ({ caller, input }) => {
    const { departmentId } = input.body;
    const operator = await departmentAdministrator(caller, departmentId);
    return changeDepartment(context, operator, { kind: 'DELETE', departmentId });
  });
}
