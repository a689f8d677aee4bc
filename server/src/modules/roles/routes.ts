// Roles and data grants of an enterprise (endpoints.roles; spec items R-company-control,
// P-roles-super-admin, P-grants). Bodies: core/model/roles-and-grants.ts.
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { createGrants, revokeGrant } from './change-grants';
import { changeRole } from './change-role';
import { grantScopeOf } from './grant-scope-of';
import { listGrants } from './list-grants';
import { listRoles } from './list-roles';

const declared = endpoints.roles;

export function roleRoutes(app: FastifyInstance, context: AppContext) {
  const acting = (caller: AuthContext, enterpriseId?: string, permission?: 'member:manage' | 'grant:manage') =>
    actingEnterpriseAccount(context, caller, { enterpriseId, ...(permission ? { permission } : {}) });
  /** The custom role's enterprise, so a super administrator of another enterprise gets 403. */
  const roleEnterprise = async (roleId: string) =>
    (
      await context.database.query<{ enterprise_id: string }>(
        'SELECT enterprise_id FROM enterprise_roles WHERE id = $1',
        [roleId],
      )
    )[0]?.enterprise_id;

  mountEndpoint(app, context, declared.list, async ({ caller, input, request }) => {
    const operator = await acting(caller, input.query.enterpriseId, 'member:manage');
    return listRoles(context.database.db, operator.enterpriseId, requestLanguage(request));
  });

  mountEndpoint(app, context, declared.create, async ({ caller, input }) => {
    const { enterpriseId, name, permissions } = input.body;
    return changeRole(context, await acting(caller, enterpriseId), { kind: 'CREATE', name, permissions });
  });

  mountEndpoint(app, context, declared.update, async ({ caller, input }) => {
    const { enterpriseId, roleId, name, permissions } = input.body;
    const operator = await acting(caller, (await roleEnterprise(roleId)) ?? enterpriseId);
    return changeRole(context, operator, { kind: 'UPDATE', roleId, name, permissions });
  });

  for (const kind of ['DISABLE', 'ENABLE', 'DELETE'] as const) {
    const declaration = { DISABLE: declared.disable, ENABLE: declared.enable, DELETE: declared.delete }[kind];
    mountEndpoint(app, context, declaration, async ({ caller, input }) => {
      const { enterpriseId, roleId } = input.body;
      const operator = await acting(caller, (await roleEnterprise(roleId)) ?? enterpriseId);
      return changeRole(context, operator, { kind, roleId });
    });
  }

  mountEndpoint(app, context, declared.myGrantScope, async ({ caller, input }) => {
    const operator = await acting(caller, input.query.enterpriseId);
    return (await grantScopeOf(context.database.db, operator)).scope;
  });

  mountEndpoint(app, context, declared.grants, async ({ caller, input }) =>
    listGrants(context, await acting(caller, input.body.enterpriseId, 'grant:manage'), input.body),
  );

  mountEndpoint(app, context, declared.grant, async ({ caller, input }) => {
    const { enterpriseId, ...change } = input.body;
    return createGrants(context, await acting(caller, enterpriseId, 'grant:manage'), change);
  });

  mountEndpoint(app, context, declared.revokeGrant, async ({ caller, input }) => {
    const { grantId } = input.body;
    const rows = await context.database.query<{ enterprise_id: string }>(
      'SELECT enterprise_id FROM data_grants WHERE id = $1',
      [grantId],
    );
    await revokeGrant(context, await acting(caller, rows[0]?.enterprise_id, 'grant:manage'), grantId);
    return null;
  });
}
