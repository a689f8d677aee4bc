// POST cb/assemble/enterprise/join/apply: a verified person asks to join a verified enterprise by
// its exact name, with a reason (spec item F-join-application). One application waits per person and enterprise.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TJoinApplicationView } from '@ecsign/core/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { accounts, enterprises, joinApplications } from '../../db/schema';
import { personalAccount } from '../verification/personal-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { joinApplicationQuery, toJoinApplicationView } from './join-application-view';
import { notifyJoinApplication } from './notify-join-application';

export async function applyToJoin(
  context: AppContext,
  userId: string,
  input: { enterpriseName: string; reason: string },
): Promise<TJoinApplicationView> {
  const { db } = context.database;
  const person = await personalAccount(db, userId);
  if (person.authStatus !== 'AUTH') throw new AppError('PERSONAL_NOT_VERIFIED_CANNOT_JOIN_ENTERPRISE');
  const [enterprise] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.name, input.enterpriseName), eq(enterprises.authStatus, 'AUTH')))
    .limit(1);
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
  const [member] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.enterpriseId, enterprise.id)));
  if (member) throw new AppError('ALREADY_JOINED_ENTERPRISE');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(joinApplications)
      .values({
        id,
        enterpriseId: enterprise.id,
        userId,
        reason: input.reason,
        status: 'TO_REVIEW',
        createdAt: context.now(),
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError('JOIN_APPLICATION_EXISTS') : error;
      });
    // The enterprise's administrators hear of it (a notice); in the same transaction, so a failed
    // application notifies nobody.
    await notifyJoinApplication(context, tx as unknown as Db, {
      enterpriseId: enterprise.id,
      userId,
      reason: input.reason,
    });
  });
  const [row] = await joinApplicationQuery(db, eq(joinApplications.id, id));
  return toJoinApplicationView(row!);
}
