// Enforces each route's declared guard (route-guard.ts) in onRequest, before the body is even
// parsed: a forged or expired token gets 70000401, a signed-in caller without the declared right
// the route's catalogue code (403), an Open API app's unknown or expired token 70000401 and a
// revoked app 75100004. Runs after requireCredentials, so anonymous callers never get
// here on a protected route. Routes without a guard (the open list) pass untouched.
import { AppError } from '@ecsign/core/errors';
import { isDefaultAdminRole } from '@ecsign/core/guard';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { accounts } from '../db/schema';
import { authenticate, type AuthContext } from '../modules/auth/authenticate';
import { resolveCaller } from '../modules/auth/resolve-caller';
import { openApiActor } from '../modules/open-api/open-api-token';
import { callerPermissions } from '../modules/roles/caller-permissions';
import { enterpriseRolePermissions } from '../modules/roles/enterprise-role-permissions';
import { describeRights, holdsRights, type TRouteGuard } from './route-guard';

type Guard<K extends TRouteGuard['kind']> = Extract<TRouteGuard, { kind: K }>;

async function checkActiveAccount(context: AppContext, request: FastifyRequest, guard: Guard<'ACTIVE_ACCOUNT'>) {
  // The session lookup already read the active account with its membership and custom role.
  const caller = await resolveCaller(context, request);
  if (!caller.account_found) throw new AppError('SESSION_EXPIRED', { internal: 'active account vanished' });
  if (holdsRights(callerPermissions(caller), guard.rights)) return;
  const code = caller.account_type === 'PERSONAL' ? guard.personalDenial : guard.denial;
  throw new AppError(code, { internal: `active account lacks ${describeRights(guard.rights)}` });
}

async function checkEnterpriseMember(context: AppContext, auth: AuthContext, guard: Guard<'ENTERPRISE_MEMBER'>) {
  const { db } = context.database;
  const rows = await db
    .select({ role: accounts.role, enterpriseId: accounts.enterpriseId })
    .from(accounts)
    .where(and(eq(accounts.userId, auth.userId), eq(accounts.accountType, 'ENTERPRISE')));
  for (const { role, enterpriseId } of rows) {
    if (!enterpriseId || (guard.defaultAdmin && !isDefaultAdminRole(role))) continue;
    // As if enabled: a disabled member passes here and gets MEMBER_DISABLED from the handler.
    const held = await enterpriseRolePermissions(db, { role, enterpriseId, memberStatus: 'ENABLE' });
    if (holdsRights(held, guard.rights)) return;
  }
  const admin = guard.defaultAdmin ? 'administrator ' : '';
  throw new AppError(guard.denial, { internal: `no enterprise ${admin}account with ${describeRights(guard.rights)}` });
}

export function enforceRouteGuards(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config?.guard;
    if (!guard) return;
    // An app's token is checked here too, so that a bad one is 401 before its body is even parsed.
    if (guard.kind === 'OPEN_API_APP') {
      await openApiActor(context, request);
      return;
    }
    const auth = await authenticate(context, request);
    if (guard.kind === 'ACTIVE_ACCOUNT') await checkActiveAccount(context, request, guard);
    if (guard.kind === 'ENTERPRISE_MEMBER') await checkEnterpriseMember(context, auth, guard);
  });
}
