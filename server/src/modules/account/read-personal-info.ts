// The caller's personal information (spec item F-person): name, real-name status of the
// personal account, mobile, e-mail and the serial of a bound key device. A verified person sees the
// ID number as verification stored it, masked (never the number itself, which is not kept).
import { AppError } from '@ecsign/core/errors';
import type { TAuthStatus, TPersonalInfo } from '@ecsign/core/model';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, personIdentities, ukeyBindings, users } from '../../db/schema';

export async function readPersonalInfo(context: AppContext, userId: string): Promise<TPersonalInfo> {
  const { db } = context.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', { internal: 'session user vanished' });
  const [personal] = await db
    .select({ authStatus: accounts.authStatus })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.accountType, 'PERSONAL')))
    .limit(1);
  const [ukey] = await db
    .select({ serialNumber: ukeyBindings.serialNumber })
    .from(ukeyBindings)
    .where(and(eq(ukeyBindings.userId, userId), isNull(ukeyBindings.revokedAt)))
    .limit(1);
  const [identity] = await db
    .select({ idNumberMasked: personIdentities.idNumberMasked })
    .from(personIdentities)
    .where(and(eq(personIdentities.userId, userId), isNull(personIdentities.revokedAt)))
    .limit(1);
  return {
    name: user.name,
    idNumber: identity?.idNumberMasked ?? null,
    authStatus: (personal?.authStatus ?? 'UNAUTH') as TAuthStatus,
    mobile: user.mobile,
    email: user.email,
    ukey: ukey?.serialNumber ?? null,
  };
}
