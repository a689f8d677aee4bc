// Roles and data grants of an enterprise (spec items R-company-control, P-roles-super-admin, P-grants). Bodies:
// core/model/roles-and-grants.ts.
import {
  ZEnterpriseSelector,
  ZGrantCreateRequest,
  ZGrantIdRequest,
  ZGrantListQuery,
  ZRoleCreateRequest,
  ZRoleIdRequest,
  ZRoleUpdateRequest,
} from '@ecsign/core/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../http/request-language';
import { authenticate } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { createGrants, revokeGrant } from './change-grants';
import { changeRole } from './change-role';
import { grantScopeOf } from './grant-scope-of';
import { listGrants } from './list-grants';
import { listRoles } from './list-roles';
import { guard } from '../../security/route-guard';

const E = '/cb/assemble/enterprise';

export function roleRoutes(app: FastifyInstance, context: AppContext) {
  /** Who may change roles, checked before any input is read. */
  const roleManager = guard.enterpriseMember('role:manage', { denial: 'ONLY_SUPER_ADMIN_MAY_OPERATE_ROLES' });
  const acting = async (
    request: FastifyRequest,
    enterpriseId?: string,
    permission?: 'member:manage' | 'grant:manage',
  ) =>
    actingEnterpriseAccount(context, await authenticate(context, request), {
      enterpriseId,
      ...(permission ? { permission } : {}),
    });
  /** The custom role's enterprise, so a super administrator of another enterprise gets 403. */
  const roleEnterprise = async (roleId: string) =>
    (
      await context.database.query<{ enterprise_id: string }>(
        'SELECT enterprise_id FROM enterprise_roles WHERE id = $1',
        [roleId],
      )
    )[0]?.enterprise_id;

  app.get(`${E}/role/list`, guard.enterpriseMember('member:manage'), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.query);
    const operator = await acting(request, enterpriseId, 'member:manage');
    return ok(await listRoles(context.database.db, operator.enterpriseId, requestLanguage(request)));
  });

  app.post(`${E}/role/create`, roleManager, async (request) => {
    const { enterpriseId, name, permissions } = parseInput(ZRoleCreateRequest, request.body);
    return ok(await changeRole(context, await acting(request, enterpriseId), { kind: 'CREATE', name, permissions }));
  });

  app.post(`${E}/role/update`, roleManager, async (request) => {
    const { enterpriseId, roleId, name, permissions } = parseInput(ZRoleUpdateRequest, request.body);
    const operator = await acting(request, (await roleEnterprise(roleId)) ?? enterpriseId);
    return ok(await changeRole(context, operator, { kind: 'UPDATE', roleId, name, permissions }));
  });

  for (const kind of ['DISABLE', 'ENABLE', 'DELETE'] as const) {
    app.post(`${E}/role/${kind.toLowerCase()}`, roleManager, async (request) => {
      const { enterpriseId, roleId } = parseInput(ZRoleIdRequest, request.body);
      const operator = await acting(request, (await roleEnterprise(roleId)) ?? enterpriseId);
      return ok(await changeRole(context, operator, { kind, roleId }));
    });
  }

  app.get(`${E}/grant/myScope`, guard.enterpriseMember(), async (request) => {
    const { enterpriseId } = parseInput(ZEnterpriseSelector, request.query);
    return ok((await grantScopeOf(context.database.db, await acting(request, enterpriseId))).scope);
  });

  app.post(`${E}/grant/list`, guard.enterpriseMember('grant:manage'), async (request) => {
    const query = parseInput(ZGrantListQuery, request.body);
    return ok(await listGrants(context, await acting(request, query.enterpriseId, 'grant:manage'), query));
  });

  app.post(`${E}/grant/create`, guard.enterpriseMember('grant:manage'), async (request) => {
    const { enterpriseId, ...change } = parseInput(ZGrantCreateRequest, request.body);
    return ok(await createGrants(context, await acting(request, enterpriseId, 'grant:manage'), change));
  });

  app.post(`${E}/grant/revoke`, guard.enterpriseMember('grant:manage'), async (request) => {
    const { grantId } = parseInput(ZGrantIdRequest, request.body);
    const rows = await context.database.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM data_grants WHERE id = $1',
      [grantId],
    );
    const operator = await acting(request, rows[0]?.enterprise_id, 'grant:manage');
    await revokeGrant(context, operator, grantId);
    return ok(null);
  });
}
