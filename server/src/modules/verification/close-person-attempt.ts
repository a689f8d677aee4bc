// Ends a person attempt, in one transaction with everything it implies:
//   PASSED          → personal account AUTH, verified identity stored (name, HMAC, masked number),
//                     the user's name set to the verified name, a certificate requested (an older one revoked)
//   WAIT_MATERIAL   → the attempt and the account wait for a document photo
//   FAILED/CANCELLED→ the account returns to UNAUTH (or WAIT_REAUTH for a re-verification)
// The sealed ID number is dropped whenever the attempt ends. A concurrent close loses: only an
// attempt still open moves, so a result is applied once.
import { AppError } from '@ecsign/core/errors';
import { nextAuthStatus, type TAuthStatus } from '@ecsign/core/model';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, personIdentities, personVerifications, users } from '../../db/schema';
import { identityServicesOf } from '../identity/identity-services';
import type { PersonAttempt } from './open-person-attempt';
import { personalAccount } from './personal-account';

export type TPersonAttemptEnd =
  { status: 'PASSED' } | { status: 'WAIT_MATERIAL' } | { status: 'FAILED' | 'CANCELLED'; failureCode?: string };

export async function closePersonAttempt(
  context: AppContext,
  attempt: Pick<PersonAttempt, 'id' | 'userId' | 'kind' | 'name' | 'idNumberHash' | 'idNumberMasked' | 'method'>,
  end: TPersonAttemptEnd,
): Promise<void> {
  const { db } = context.database;
  const now = context.now();
  const { certificateIssuer } = identityServicesOf(context);
  await db.transaction(async (tx) => {
    const account = await personalAccount(tx, attempt.userId);
    const closing = end.status !== 'WAIT_MATERIAL';
    const moved = await tx
      .update(personVerifications)
      .set({
        status: end.status,
        updatedAt: now,
        ...(closing
          ? {
              closedAt: now,
              idNumberSealed: null,
              failureCode: 'failureCode' in end ? (end.failureCode ?? null) : null,
            }
          : {}),
      })
      .where(
        and(
          eq(personVerifications.id, attempt.id),
          inArray(personVerifications.status, end.status === 'WAIT_MATERIAL' ? ['OPEN'] : ['OPEN', 'WAIT_MATERIAL']),
        ),
      )
      .returning({ id: personVerifications.id });
    if (moved.length === 0) throw new AppError('AUTH_RECORD_NOT_FOUND', { internal: 'attempt closed meanwhile' });

    const event = end.status === 'PASSED' ? 'PASS' : end.status === 'WAIT_MATERIAL' ? 'NEED_MATERIAL' : 'END';
    const next: TAuthStatus | null = nextAuthStatus(account.authStatus, event, attempt.kind);
    if (!next) throw new AppError('AUTH_STATUS_CONFLICT', { internal: `${event} from ${account.authStatus}` });
    await tx.update(accounts).set({ authStatus: next }).where(eq(accounts.id, account.id));
    if (end.status !== 'PASSED') return;

    const [taken] = await tx
      .select({ userId: personIdentities.userId })
      .from(personIdentities)
      .where(and(eq(personIdentities.idNumberHash, attempt.idNumberHash), isNull(personIdentities.revokedAt)));
    if (taken && taken.userId !== attempt.userId) {
      throw new AppError('NAME_ALREADY_VERIFIED', { internal: 'number verified by another user meanwhile' });
    }
    await tx.delete(personIdentities).where(eq(personIdentities.userId, attempt.userId));
    await tx.insert(personIdentities).values({
      userId: attempt.userId,
      name: attempt.name,
      idNumberHash: attempt.idNumberHash,
      idNumberMasked: attempt.idNumberMasked,
      method: attempt.method ?? 'TWO_ELEMENT',
      verifiedAt: now,
    });
    await tx.update(users).set({ name: attempt.name }).where(eq(users.id, attempt.userId));
    await certificateIssuer.revokeSubjectCertificates(tx, {
      subjectType: 'PERSON',
      subjectId: attempt.userId,
      reason: 'SUPERSEDED',
    });
    await certificateIssuer.issueSubjectCertificate(tx, {
      subjectType: 'PERSON',
      subjectId: attempt.userId,
      name: attempt.name,
      idNumberHash: attempt.idNumberHash,
    });
  });
}
