// GET uk/bind: the user's live key-device binding, or null.
import type { TUkeyBinding } from '@ecsign/core/model';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyBindings } from '../../db/schema';
import { toUkeyBinding } from './to-ukey-binding';

export async function currentUkeyBinding(context: AppContext, userId: string): Promise<TUkeyBinding | null> {
  const [row] = await context.database.db
    .select()
    .from(ukeyBindings)
    .where(and(eq(ukeyBindings.userId, userId), isNull(ukeyBindings.revokedAt)))
    .limit(1);
  return row ? toUkeyBinding(row) : null;
}
