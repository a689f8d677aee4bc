// PUT cb/assemble/usercenter/personal/info: the name may change only while the personal account
// is not verified (after verification it is the name on the ID card). The e-mail changes through
// changeEmail, with a code sent to the new address.
import { AppError } from '@ecsign/core/errors';
import type { TPersonalInfo } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { readPersonalInfo } from './read-personal-info';

const NAME_EDITABLE = new Set(['UNAUTH', 'CANCELLED']);

export async function updatePersonalInfo(
  context: AppContext,
  options: { userId: string; name: string },
): Promise<TPersonalInfo> {
  const current = await readPersonalInfo(context, options.userId);
  if (options.name !== current.name) {
    if (!NAME_EDITABLE.has(current.authStatus)) throw new AppError('VERIFIED_NAME_UNCHANGEABLE');
    await context.database.db.update(users).set({ name: options.name }).where(eq(users.id, options.userId));
  }
  return readPersonalInfo(context, options.userId);
}
