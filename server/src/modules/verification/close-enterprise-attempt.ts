// Moves an enterprise attempt on, in one transaction with everything it implies:
//   PASSED, first verification → the enterprise, its profile, the applicant's ENTERPRISE account as
//            SUPER_ADMIN and a certificate request; a credit code registered meanwhile fails instead
//   PASSED, re-verification    → the enterprise's name and profile updated, status AUTH, a new certificate
//   OPEN (material accepted)   → back to proving control (face or payment)
//   FAILED / CANCELLED         → a re-verified enterprise returns to WAIT_REAUTH
// The sealed ID number of the legal representative is dropped whenever the attempt ends.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TEnterpriseAuthForm } from '@ecsign/core/model';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { accounts, enterpriseMembers, enterpriseProfiles, enterpriseVerifications, enterprises } from '../../db/schema';
import { identityServicesOf } from '../identity/identity-services';
import type { EnterpriseAttempt } from './open-enterprise-attempt';
import { setEnterpriseAuthStatus } from './set-enterprise-auth-status';

export type TEnterpriseAttemptEnd =
  { status: 'PASSED' } | { status: 'OPEN' } | { status: 'FAILED' | 'CANCELLED'; failureCode?: string };

/** The form as stored: the legal representative's ID number is kept only as HMAC and masked form. */
export type StoredForm = TEnterpriseAuthForm extends infer F
  ? F extends unknown
    ? Omit<F, 'legalPersonIdNumber'>
    : never
  : never;

/** The enterprise's name: the licence name, or for Hong Kong the Chinese name before the English one. */
export function enterpriseNameOf(form: StoredForm): string {
  if (form.region === 'MAINLAND') return form.enterpriseName;
  return form.enterpriseNameZh ?? form.enterpriseNameEn ?? '';
}

export async function closeEnterpriseAttempt(
  context: AppContext,
  attempt: EnterpriseAttempt,
  end: TEnterpriseAttemptEnd,
): Promise<{ enterpriseId: string | null }> {
  const { db } = context.database;
  const now = context.now();
  const { certificateIssuer } = identityServicesOf(context);
  return db.transaction(async (tx) => {
    const closing = end.status !== 'OPEN';
    const moved = await tx
      .update(enterpriseVerifications)
      .set({
        status: end.status,
        updatedAt: now,
        ...(closing
          ? {
              closedAt: now,
              legalPersonIdSealed: null,
              failureCode: 'failureCode' in end ? (end.failureCode ?? null) : null,
            }
          : {}),
      })
      .where(
        and(
          eq(enterpriseVerifications.id, attempt.id),
          inArray(
            enterpriseVerifications.status,
            end.status === 'OPEN' ? ['WAIT_MATERIAL'] : ['OPEN', 'WAIT_MATERIAL'],
          ),
        ),
      )
      .returning({ id: enterpriseVerifications.id });
    if (moved.length === 0) throw new AppError('AUTH_RECORD_NOT_FOUND', { internal: 'attempt moved meanwhile' });

    if (end.status !== 'PASSED') {
      if (attempt.kind === 'REAUTH' && attempt.enterpriseId) {
        await setEnterpriseAuthStatus(tx, attempt.enterpriseId, end.status === 'OPEN' ? 'REAUTHING' : 'WAIT_REAUTH');
      }
      return { enterpriseId: attempt.enterpriseId };
    }

    const form = attempt.form as unknown as StoredForm;
    const enterpriseId = attempt.enterpriseId ?? randomUUID();
    const name = enterpriseNameOf(form);
    const creditCode = form.region === 'MAINLAND' ? form.certificateNumber : null;
    if (attempt.kind === 'AUTH') {
      await assertNotRegistered(tx, form);
      await tx.insert(enterprises).values({ id: enterpriseId, name, creditCode, authStatus: 'AUTH', createdAt: now });
      const accountId = randomUUID();
      await tx.insert(accounts).values({
        id: accountId,
        userId: attempt.applicantUserId,
        accountType: 'ENTERPRISE',
        enterpriseId,
        role: 'SUPER_ADMIN',
        authStatus: 'AUTH',
        createdAt: now,
      });
      await tx.insert(enterpriseMembers).values({ accountId, enterpriseId, createdAt: now, updatedAt: now });
      await tx.update(enterpriseVerifications).set({ enterpriseId }).where(eq(enterpriseVerifications.id, attempt.id));
    } else {
      await tx.update(enterprises).set({ name }).where(eq(enterprises.id, enterpriseId));
      await setEnterpriseAuthStatus(tx, enterpriseId, 'AUTH');
    }

    const profile = {
      region: form.region,
      address: form.address,
      legalPersonName: form.region === 'MAINLAND' ? form.legalPersonName : null,
      legalPersonIdHash: attempt.legalPersonIdHash,
      legalPersonIdMasked: attempt.legalPersonIdMasked,
      nameEn: form.region === 'HONG_KONG' ? (form.enterpriseNameEn ?? null) : null,
      nameZh: form.region === 'HONG_KONG' ? (form.enterpriseNameZh ?? null) : null,
      businessRegistrationNumber: form.region === 'HONG_KONG' ? form.businessRegistrationNumber : null,
      companyRegistrationNumber: form.region === 'HONG_KONG' ? form.companyRegistrationNumber : null,
      authorizedPersonName: form.region === 'HONG_KONG' ? form.authorizedPersonName : null,
      legalSealName: form.region === 'HONG_KONG' ? form.authorizedPersonName : form.legalPersonName,
      inviteCode: form.inviteCode ?? null,
      sealId: form.sealId ?? null,
      verifiedByUserId: attempt.applicantUserId,
      verifiedAt: now,
      updatedAt: now,
    };
    await tx
      .insert(enterpriseProfiles)
      .values({ enterpriseId, ...profile })
      .onConflictDoUpdate({ target: enterpriseProfiles.enterpriseId, set: profile });

    await certificateIssuer.revokeSubjectCertificates(tx, {
      subjectType: 'ENTERPRISE',
      subjectId: enterpriseId,
      reason: 'SUPERSEDED',
    });
    await certificateIssuer.issueSubjectCertificate(tx, {
      subjectType: 'ENTERPRISE',
      subjectId: enterpriseId,
      name,
      creditCode: creditCode ?? attempt.registrationNumber,
    });
    return { enterpriseId };
  });
}

/** "Enterprise already registered": the credit code or Hong Kong BR number belongs to an enterprise. */
export async function assertNotRegistered(db: Db, form: StoredForm) {
  if (form.region === 'MAINLAND') {
    const [taken] = await db
      .select({ id: enterprises.id, authStatus: enterprises.authStatus })
      .from(enterprises)
      .where(eq(enterprises.creditCode, form.certificateNumber))
      .limit(1);
    if (taken) throw registeredError(taken.authStatus);
    return;
  }
  const [taken] = await db
    .select({ id: enterprises.id, authStatus: enterprises.authStatus })
    .from(enterpriseProfiles)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseProfiles.enterpriseId))
    .where(
      and(
        isNotNull(enterpriseProfiles.businessRegistrationNumber),
        eq(enterpriseProfiles.businessRegistrationNumber, form.businessRegistrationNumber),
      ),
    )
    .limit(1);
  if (taken) throw registeredError(taken.authStatus);
}

function registeredError(authStatus: string): AppError {
  // An enterprise being re-verified is continued by its administrator, not registered anew.
  return ['WAIT_REAUTH', 'REAUTHING', 'WAIT_MATERIAL'].includes(authStatus)
    ? new AppError('ENTERPRISE_REAUTH_CONTINUE')
    : new AppError('ENTERPRISE_ALREADY_REGISTERED');
}
