// POST cb/assemble/auth/enterprise/method: how the applicant proves control of the enterprise.
// LEGAL_FACE starts the legal representative's face check (mainland only: a Hong Kong authorised
// person has no resident ID); PAYMENT has the (sandbox) bank pay a small amount into the corporate
// account, whose value the applicant then enters. Choosing again restarts the proof.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TEnterpriseAuthMethodRequest, TEnterpriseAuthState } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseVerifications, faceChecks } from '../../db/schema';
import { FACE_RESULT_TTL_MS } from '../identity/create-sandbox-identity-provider';
import { identityServicesOf } from '../identity/identity-services';
import { maskAccountNumber } from '../identity/mask-digits';
import { AUTH_BACK_PATH } from './choose-person-method';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import { endEnterpriseAttemptOnProviderFailure } from './end-enterprise-attempt-on-provider-failure';
import { readEnterpriseAuth } from './read-enterprise-auths';
import { openEnterpriseAttempt } from './open-enterprise-attempt';

export async function chooseEnterpriseMethod(
  context: AppContext,
  userId: string,
  input: TEnterpriseAuthMethodRequest,
): Promise<TEnterpriseAuthState> {
  const attempt = await openEnterpriseAttempt(context, userId, input.verificationId);
  const { provider } = identityServicesOf(context);
  const { db } = context.database;
  const now = context.now();
  if (input.method === 'LEGAL_FACE') {
    const form = attempt.form as { legalPersonName?: string };
    if (attempt.region !== 'MAINLAND' || !attempt.legalPersonIdNumber || !form.legalPersonName) {
      throw new AppError('BAD_REQUEST', {
        internal: 'legal representative face check needs a mainland legal representative',
        details: [{ path: 'method', message: 'LEGAL_FACE_MAINLAND_ONLY' }],
      });
    }
    const ticket = randomUUID();
    const started = await provider
      .startFaceCheck({
        ticket,
        person: { name: form.legalPersonName, idNumber: attempt.legalPersonIdNumber },
        returnPath: AUTH_BACK_PATH,
      })
      .catch(async (error: unknown) => {
        await endEnterpriseAttemptOnProviderFailure(context, attempt, error);
        throw error;
      });
    if (started.outcome === 'MISMATCH') {
      await closeEnterpriseAttempt(context, attempt, { status: 'FAILED', failureCode: 'ID_NAME_MISMATCH' });
      throw new AppError('ID_NAME_MISMATCH');
    }
    await db.transaction(async (tx) => {
      await tx
        .update(enterpriseVerifications)
        .set({ method: 'LEGAL_FACE', paymentAmountCents: null, paymentAttempts: 0, updatedAt: now })
        .where(eq(enterpriseVerifications.id, attempt.id));
      await tx.insert(faceChecks).values({
        ticket,
        subjectType: 'ENTERPRISE',
        verificationId: attempt.id,
        redirectUrl: started.redirectUrl,
        providerReference: started.providerReference ?? null,
        expiresAt: new Date(now.getTime() + FACE_RESULT_TTL_MS),
        createdAt: now,
      });
    });
  } else {
    const bankAccount = String(input.bankAccount);
    const { amountCents } = await provider.startRemittance({
      reference: attempt.id,
      enterpriseName: attempt.enterpriseName,
      bankName: input.bankName,
      bankAccount,
    });
    await db
      .update(enterpriseVerifications)
      .set({
        method: 'PAYMENT',
        paymentAmountCents: amountCents,
        paymentAttempts: 0,
        paymentAccountMasked: maskAccountNumber(bankAccount),
        updatedAt: now,
      })
      .where(eq(enterpriseVerifications.id, attempt.id));
  }
  return readEnterpriseAuth(context, userId, attempt.id);
}
