// The name a person's generated signature shows: the name of their real-name verification. A
// person who is not verified has no name to sign with (and may not sign at all, spec item P-verify-before-sign).
import { AppError } from '@ecsign/core/errors';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { personIdentities, users } from '../../db/schema';
import { personalAccount } from '../verification/personal-account';

export async function verifiedPersonName(db: Db, userId: string): Promise<string> {
  const person = await personalAccount(db, userId);
  if (person.authStatus !== 'AUTH') throw new AppError('PERSON_NOT_VERIFIED');
  const [identity] = await db
    .select({ name: personIdentities.name })
    .from(personIdentities)
    .where(and(eq(personIdentities.userId, userId), isNull(personIdentities.revokedAt)))
    .limit(1);
  if (identity) return identity.name;
  // Accounts verified before identities were recorded (the demo people) carry the name on the user.
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user.name;
}
