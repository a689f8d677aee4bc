// DELETE uk/bind: the user unbinds their key device; the certificate may be bound again later.
import { AppError } from '@ecsign/core/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyBindings } from '../../db/schema';

export async function unbindUkey(context: AppContext, userId: string): Promise<void> {
  const unbound = await context.database.db
    .update(ukeyBindings)
    .set({ revokedAt: context.now(), revokeReason: 'UNBOUND' })
    .where(and(eq(ukeyBindings.userId, userId), isNull(ukeyBindings.revokedAt)))
    .returning({ id: ukeyBindings.id });
  if (unbound.length === 0) throw new AppError('NOT_FOUND', { internal: 'no key device bound' });
}
