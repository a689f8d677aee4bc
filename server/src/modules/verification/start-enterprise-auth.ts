// POST cb/assemble/auth/enterprise/start: the enterprise auth form (mainland or Hong Kong). The
// applicant must be a verified person; the registry must know the enterprise under that name with
// that legal representative; a first verification must not duplicate a registered enterprise, and a
// re-verification (with enterpriseId) is for that enterprise's administrators only and must keep its
// registration number. Opens an attempt; the next step proves control (face or payment).
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { isAuthInProgress, type TEnterpriseAuthForm, type TEnterpriseAuthState } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { enterpriseProfiles, enterpriseVerifications, enterprises } from '../../db/schema';
import type { AuthContext } from '../auth/authenticate';
import { actingEnterpriseAccount } from '../enterprises/acting-enterprise-account';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { hashIdNumber } from '../identity/hash-id-number';
import type { TEnterpriseQuery } from '../identity/identity-provider';
import { identityServicesOf } from '../identity/identity-services';
import { identitySecret } from '../identity/identity-secret';
import { maskIdNumber } from '../identity/mask-id-number';
import { sealText } from '../identity/seal-text';
import { assertNotRegistered, enterpriseNameOf } from './close-enterprise-attempt';
import { enterpriseAuthState } from './enterprise-auth-state';
import { personalAccount } from './personal-account';
import { setEnterpriseAuthStatus } from './set-enterprise-auth-status';

export function enterpriseQueryOf(form: TEnterpriseAuthForm): TEnterpriseQuery {
  return form.region === 'MAINLAND'
    ? {
        region: 'MAINLAND',
        enterpriseName: form.enterpriseName,
        creditCode: form.certificateNumber,
        legalPersonName: form.legalPersonName,
        legalPersonIdNumber: form.legalPersonIdNumber,
      }
    : {
        region: 'HONG_KONG',
        ...(form.enterpriseNameEn ? { enterpriseNameEn: form.enterpriseNameEn } : {}),
        ...(form.enterpriseNameZh ? { enterpriseNameZh: form.enterpriseNameZh } : {}),
        businessRegistrationNumber: form.businessRegistrationNumber,
        companyRegistrationNumber: form.companyRegistrationNumber,
      };
}

export async function startEnterpriseAuth(
  context: AppContext,
  auth: AuthContext,
  input: TEnterpriseAuthForm & { enterpriseId?: string | undefined },
): Promise<TEnterpriseAuthState> {
  const { db } = context.database;
  const { enterpriseId, ...form } = input as TEnterpriseAuthForm & { enterpriseId?: string };
  const person = await personalAccount(db, auth.userId);
  if (person.authStatus !== 'AUTH') throw new AppError('PERSONAL_NOT_VERIFIED_CANNOT_VERIFY_ENTERPRISE');
  const registrationNumber = form.region === 'MAINLAND' ? form.certificateNumber : form.businessRegistrationNumber;

  let kind: 'AUTH' | 'REAUTH' = 'AUTH';
  if (enterpriseId) {
    await actingEnterpriseAccount(context, auth, {
      enterpriseId,
      permission: 'enterprise:reauth',
      denial: 'ONLY_ADMIN_MAY_REVERIFY_ENTERPRISE',
    });
    const [enterprise] = await db
      .select({ authStatus: enterprises.authStatus, creditCode: enterprises.creditCode, profile: enterpriseProfiles })
      .from(enterprises)
      .leftJoin(enterpriseProfiles, eq(enterpriseProfiles.enterpriseId, enterprises.id))
      .where(eq(enterprises.id, enterpriseId));
    if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND');
    if (isAuthInProgress(enterprise.authStatus as never)) throw new AppError('REMOTE_AUTH_RECORD_EXISTS');
    if (enterprise.authStatus !== 'AUTH' && enterprise.authStatus !== 'WAIT_REAUTH') {
      throw new AppError('AUTH_STATUS_CONFLICT', { internal: `reauth from ${enterprise.authStatus}` });
    }
    const region = enterprise.profile?.region ?? 'MAINLAND';
    const registered = region === 'MAINLAND' ? enterprise.creditCode : enterprise.profile?.businessRegistrationNumber;
    if (form.region !== region || registered !== registrationNumber) {
      throw new AppError('ENTERPRISE_INFO_WRONG', { internal: 're-verification with another registration' });
    }
    kind = 'REAUTH';
  } else {
    await assertNotRegistered(db, form);
  }

  const outcome = await identityServicesOf(context).provider.checkEnterprise(enterpriseQueryOf(form));
  if (outcome === 'NOT_FOUND' || outcome === 'MISMATCH') {
    throw new AppError('ENTERPRISE_INFO_WRONG', { internal: `registry says ${outcome}` });
  }

  const legal =
    form.region === 'MAINLAND'
      ? {
          legalPersonIdHash: hashIdNumber(await identitySecret(context, 'id-number-hmac'), form.legalPersonIdNumber),
          legalPersonIdMasked: maskIdNumber(form.legalPersonIdNumber),
          legalPersonIdSealed: sealText(await identitySecret(context, 'id-number-seal'), form.legalPersonIdNumber),
        }
      : {};
  const stored: Record<string, unknown> = { ...form };
  delete stored.legalPersonIdNumber;
  const now = context.now();
  const status = outcome === 'NEEDS_MATERIAL' ? 'WAIT_MATERIAL' : 'OPEN';
  const id = randomUUID();
  await db
    .transaction(async (tx) => {
      await tx.insert(enterpriseVerifications).values({
        id,
        applicantUserId: auth.userId,
        enterpriseId: enterpriseId ?? null,
        kind,
        status,
        region: form.region,
        enterpriseName: enterpriseNameOf(form),
        registrationNumber,
        form: stored,
        ...legal,
        provider: identityServicesOf(context).provider.name,
        createdAt: now,
        updatedAt: now,
      });
      if (kind === 'REAUTH' && enterpriseId) {
        await setEnterpriseAuthStatus(tx, enterpriseId, status === 'OPEN' ? 'REAUTHING' : 'WAIT_MATERIAL');
      }
    })
    .catch((error: unknown) => {
      // Two administrators starting together: the second finds the first one's attempt.
      throw isUniqueViolation(error) ? new AppError('REMOTE_AUTH_RECORD_EXISTS') : error;
    });
  const [attempt] = await db.select().from(enterpriseVerifications).where(eq(enterpriseVerifications.id, id));
  return enterpriseAuthState(db, attempt!, now);
}
