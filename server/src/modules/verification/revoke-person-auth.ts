// POST cb/assemble/auth/person/revoke: the person cancels their verification (AUTH → CANCELLED).
// The identity is kept as history but no longer blocks the number, and the certificate is revoked.
import { AppError } from '@ecsign/core/errors';
import { nextAuthStatus, type TPersonAuthState } from '@ecsign/core/model';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, personIdentities } from '../../db/schema';
import { identityServicesOf } from '../identity/identity-services';
import { personalAccount } from './personal-account';
import { readPersonAuthState } from './read-person-auth-state';

export async function revokePersonAuth(context: AppContext, userId: string): Promise<TPersonAuthState> {
  const { db } = context.database;
  const { certificateIssuer } = identityServicesOf(context);
  await db.transaction(async (tx) => {
    const account = await personalAccount(tx, userId);
    const next = nextAuthStatus(account.authStatus, 'REVOKE');
    if (!next) throw new AppError('AUTH_STATUS_CONFLICT', { internal: `revoke from ${account.authStatus}` });
    await tx.update(accounts).set({ authStatus: next }).where(eq(accounts.id, account.id));
    await tx
      .update(personIdentities)
      .set({ revokedAt: context.now() })
      .where(and(eq(personIdentities.userId, userId), isNull(personIdentities.revokedAt)));
    await certificateIssuer.revokeSubjectCertificates(tx, {
      subjectType: 'PERSON',
      subjectId: userId,
      reason: 'VERIFICATION_CANCELLED',
    });
  });
  return readPersonAuthState(context, userId);
}
