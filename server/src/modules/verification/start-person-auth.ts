// POST cb/assemble/auth/person/start: name + ID number (checksum already checked by the schema).
// Opens an attempt — a first verification, or the re-verification a WAIT_REAUTH person owes — and
// moves the personal account to AUTHING / REAUTHING. No provider is called yet.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { isAuthInProgress, nextAuthStatus, type TPersonAuthState } from '@ecsign/core/model';
import { and, eq, gt, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, personIdentities, personVerifications } from '../../db/schema';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { hashIdNumber } from '../identity/hash-id-number';
import { identityServicesOf } from '../identity/identity-services';
import { identitySecret } from '../identity/identity-secret';
import { maskIdNumber } from '../identity/mask-id-number';
import { PROVIDER_FAILURE_CODES } from '../identity/provider-failure-codes';
import { sealText } from '../identity/seal-text';
import { personalAccount } from './personal-account';
import { readPersonAuthState } from './read-person-auth-state';

/** Failed checks a person may have in 24 hours; each one costs a provider call. */
export const PERSON_AUTH_FAILURES_PER_DAY = 5;

export async function startPersonAuth(
  context: AppContext,
  userId: string,
  input: { name: string; idNumber: string },
): Promise<TPersonAuthState> {
  const { db } = context.database;
  const account = await personalAccount(db, userId);
  if (account.authStatus === 'AUTH') throw new AppError('NAME_ALREADY_VERIFIED', { internal: 'already verified' });
  if (isAuthInProgress(account.authStatus)) throw new AppError('REMOTE_AUTH_RECORD_EXISTS');
  const next = nextAuthStatus(account.authStatus, 'START');
  if (!next) throw new AppError('AUTH_STATUS_CONFLICT', { internal: `start from ${account.authStatus}` });
  const kind = account.authStatus === 'WAIT_REAUTH' ? 'REAUTH' : 'AUTH';

  const hash = hashIdNumber(await identitySecret(context, 'id-number-hmac'), input.idNumber);
  const [identity] = await db
    .select({ hash: personIdentities.idNumberHash })
    .from(personIdentities)
    .where(and(eq(personIdentities.userId, userId), isNull(personIdentities.revokedAt)));
  if (kind === 'REAUTH' && identity && identity.hash !== hash) throw new AppError('REAUTH_ID_NUMBER_CHANGED');
  const [taken] = await db
    .select({ userId: personIdentities.userId })
    .from(personIdentities)
    .where(
      and(
        eq(personIdentities.idNumberHash, hash),
        isNull(personIdentities.revokedAt),
        ne(personIdentities.userId, userId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('NAME_ALREADY_VERIFIED', { internal: 'number verified by another user' });

  const since = new Date(context.now().getTime() - 24 * 60 * 60_000);
  const [{ failures }] = (await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(personVerifications)
    .where(
      and(
        eq(personVerifications.userId, userId),
        eq(personVerifications.status, 'FAILED'),
        gt(personVerifications.createdAt, since),
        // A provider that failed without a verdict is not the person's failure.
        or(
          isNull(personVerifications.failureCode),
          notInArray(personVerifications.failureCode, [...PROVIDER_FAILURE_CODES]),
        ),
      ),
    )) as [{ failures: number }];
  if (failures >= PERSON_AUTH_FAILURES_PER_DAY) throw new AppError('TOO_MANY_REQUESTS');

  const sealKey = await identitySecret(context, 'id-number-seal');
  const now = context.now();
  await db
    .transaction(async (tx) => {
      const moved = await tx
        .update(accounts)
        .set({ authStatus: next })
        .where(and(eq(accounts.id, account.id), eq(accounts.authStatus, account.authStatus)))
        .returning({ id: accounts.id });
      if (moved.length === 0) throw new AppError('REMOTE_AUTH_RECORD_EXISTS', { internal: 'status moved meanwhile' });
      await tx.insert(personVerifications).values({
        id: randomUUID(),
        userId,
        kind,
        status: 'OPEN',
        name: input.name,
        idNumberHash: hash,
        idNumberMasked: maskIdNumber(input.idNumber),
        idNumberSealed: sealText(sealKey, input.idNumber),
        provider: identityServicesOf(context).provider.name,
        createdAt: now,
        updatedAt: now,
      });
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('REMOTE_AUTH_RECORD_EXISTS') : error;
    });
  return readPersonAuthState(context, userId);
}
