// POST uk/revoke: platform staff (platform:config) revoke a key-device certificate for good: it can
// no longer log in (catalogue UKEY_REVOKED) nor be bound again.
import { AppError } from '@ecsign/core/errors';
import { can } from '@ecsign/core/guard';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyBindings } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { activePermissions } from '../platform/active-permissions';

export async function revokeUkey(context: AppContext, auth: AuthContext, fingerprint: string): Promise<void> {
  if (!can(await activePermissions(context, auth), 'platform:config')) throw new AppError('NO_PERMISSION');
  const revoked = await context.database.db
    .update(ukeyBindings)
    .set({ revokedAt: sql`coalesce(${ukeyBindings.revokedAt}, ${context.now()})`, revokeReason: 'REVOKED' })
    .where(
      and(
        eq(ukeyBindings.fingerprint, fingerprint),
        or(isNull(ukeyBindings.revokeReason), ne(ukeyBindings.revokeReason, 'REVOKED')),
      ),
    )
    .returning({ id: ukeyBindings.id });
  if (revoked.length === 0) throw new AppError('CERT_NOT_FOUND', { internal: `nothing to revoke for ${fingerprint}` });
}
