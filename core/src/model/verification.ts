// Real-name verification of people and enterprises (spec items R-auth-person, R-auth-company,
// R-auth-back-page, F-ent-auth-…, S-auth). The calls live under
// /ecapi/cb/assemble/auth/…; every body and reply is defined here once.
import { z } from 'zod';
import { ZAuthStatus } from './auth';
import { ZBankCardNumber } from './bank-card';
import { ENTERPRISE_REGIONS, ZEnterpriseAuthForm } from './enterprise';
import { ZIdCardNumber, ZMobile, ZName } from './field-shapes';
import { safeText } from '../validation/safe-text';

const ZId = safeText({ max: 64 }).min(1);

/** The three checks a person can pass: ID two-element, bank four-element, face (MPS style). */
export const PERSON_AUTH_METHODS = ['TWO_ELEMENT', 'BANK_FOUR', 'FACE'] as const;
export const ZPersonAuthMethod = z.enum(PERSON_AUTH_METHODS);
export type TPersonAuthMethod = z.infer<typeof ZPersonAuthMethod>;

/** An enterprise proves control by its legal representative's face check or a small bank payment. */
export const ENTERPRISE_AUTH_METHODS = ['LEGAL_FACE', 'PAYMENT'] as const;
export const ZEnterpriseAuthMethod = z.enum(ENTERPRISE_AUTH_METHODS);
export type TEnterpriseAuthMethod = z.infer<typeof ZEnterpriseAuthMethod>;

/** Where one attempt stands; the account's or enterprise's auth status follows from it. */
export const AUTH_ATTEMPT_STATUSES = ['OPEN', 'WAIT_MATERIAL', 'PASSED', 'FAILED', 'CANCELLED'] as const;
export const ZAuthAttemptStatus = z.enum(AUTH_ATTEMPT_STATUSES);
export type TAuthAttemptStatus = z.infer<typeof ZAuthAttemptStatus>;

export const ZAuthAttemptKind = z.enum(['AUTH', 'REAUTH']);

/** Wrong amounts allowed for one payment check before it must be started again. */
export const PAYMENT_MAX_ATTEMPTS = 3;

/** The certificate issued (or waiting to be issued) for a verified subject. */
export const CERTIFICATE_STATUSES = ['PENDING', 'ISSUED', 'REVOKED'] as const;
export const ZSubjectCertificateInfo = z.object({
  serialNumber: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type TSubjectCertificateInfo = z.infer<typeof ZSubjectCertificateInfo>;

// ── person ──────────────────────────────────────────────────────────────────────────────────

/** POST cb/assemble/auth/person/start: the GB 11643 checksum is checked before any provider call. */
export const ZPersonAuthStartRequest = z.object({ name: ZName.max(50), idNumber: ZIdCardNumber });
export type TPersonAuthStartRequest = z.input<typeof ZPersonAuthStartRequest>;

/** POST cb/assemble/auth/person/method: FACE answers the URL where the face check continues. */
export const ZPersonAuthMethodRequest = z.object({ verificationId: ZId, method: ZPersonAuthMethod });

/** POST cb/assemble/auth/person/complete: runs the chosen check (bank card and mobile for BANK_FOUR). */
export const ZPersonAuthCompleteRequest = z.object({
  verificationId: ZId,
  bankCardNumber: ZBankCardNumber.optional(),
  mobile: ZMobile.optional(),
});
export type TPersonAuthCompleteRequest = z.input<typeof ZPersonAuthCompleteRequest>;

/** POST …/person/material and …/enterprise/material: a photo (ID card or business licence). */
export const ZAuthMaterialRequest = z.object({
  verificationId: ZId,
  /** PNG or JPEG, base64 or a data: URL; at most 8 MB of picture. */
  image: safeText({ max: 11_200_000, trim: false }).min(16),
});

/** POST cb/assemble/auth/person/requireReauth: platform staff ask a person to verify again. */
export const ZPersonRequireReauthRequest = z.object({ userId: ZId });

/** GET cb/assemble/auth/person/status (and the reply of every person call). */
export const ZPersonAuthState = z.object({
  authStatus: ZAuthStatus,
  /** The open (or last) attempt. */
  verificationId: z.string().nullable(),
  attemptStatus: ZAuthAttemptStatus.nullable(),
  method: ZPersonAuthMethod.nullable(),
  /** The verified name, or the name of the attempt under way. */
  name: z.string().nullable(),
  /** Never the full number: the first 3 and last 4 characters. */
  idNumberMasked: z.string().nullable(),
  /** Where the face check continues, while one is open. */
  redirectUrl: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  certificate: ZSubjectCertificateInfo.nullable(),
  /** The provider of the open (or last) attempt: `manual` asks for documents to review. */
  provider: z.string().nullable().optional(),
});
export type TPersonAuthState = z.infer<typeof ZPersonAuthState>;

// ── face check return (/authBackPage) ──────────────────────────────────────────────────────

/** POST cb/assemble/auth/authBackPage: the query the face check sent the person back with. */
export const ZAuthBackRequest = z.object({
  ticket: safeText({ max: 128 }).min(1),
  result: z.enum(['PASS', 'FAIL']),
  ts: z.coerce.number().int().nonnegative(),
  sign: safeText({ max: 256 }).min(1),
});
export type TAuthBackRequest = z.input<typeof ZAuthBackRequest>;

export const ZAuthBackResult = z.object({
  subjectType: z.enum(['PERSON', 'ENTERPRISE']),
  verificationId: z.string(),
  authStatus: ZAuthStatus,
  enterpriseId: z.string().nullable(),
});
export type TAuthBackResult = z.infer<typeof ZAuthBackResult>;

// ── enterprise ──────────────────────────────────────────────────────────────────────────────

/**
 * POST cb/assemble/auth/enterprise/start: the enterprise auth form; with `enterpriseId`, the
 * re-verification of that enterprise by one of its administrators.
 */
export const ZEnterpriseAuthStartRequest = z.intersection(
  ZEnterpriseAuthForm,
  z.object({ enterpriseId: ZId.optional() }),
);
export type TEnterpriseAuthStartRequest = z.input<typeof ZEnterpriseAuthStartRequest>;

/** POST cb/assemble/auth/enterprise/method: PAYMENT names the corporate account to pay into. */
export const ZEnterpriseAuthMethodRequest = z.discriminatedUnion('method', [
  z.object({ verificationId: ZId, method: z.literal('LEGAL_FACE') }),
  z.object({
    verificationId: ZId,
    method: z.literal('PAYMENT'),
    bankName: ZName.max(100),
    bankAccount: safeText({ max: 64, trim: false })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{8,32}$/, 'Expected a corporate bank account number')),
  }),
]);
export type TEnterpriseAuthMethodRequest = z.input<typeof ZEnterpriseAuthMethodRequest>;

/** POST cb/assemble/auth/enterprise/payment/confirm: the amount received, in yuan. */
export const ZPaymentConfirmRequest = z.object({
  verificationId: ZId,
  amount: safeText({ max: 9 }).regex(/^\d{1,6}(\.\d{1,2})?$/, 'Expected an amount in yuan such as 0.37'),
});

export const ZVerificationIdRequest = z.object({ verificationId: ZId });
export const ZEnterpriseIdRequest = z.object({ enterpriseId: ZId });

/** One enterprise verification attempt (GET …/enterprise/status, and every enterprise call's reply). */
export const ZEnterpriseAuthState = z.object({
  verificationId: z.string(),
  /** Null until a first verification succeeds and the enterprise exists. */
  enterpriseId: z.string().nullable(),
  region: z.enum(ENTERPRISE_REGIONS),
  enterpriseName: z.string(),
  /** The credit code (mainland) or the business registration number (Hong Kong). */
  registrationNumber: z.string(),
  kind: ZAuthAttemptKind,
  attemptStatus: ZAuthAttemptStatus,
  /** What the attempt means for the enterprise (AUTHING, REAUTHING, WAIT_MATERIAL, AUTH, …). */
  authStatus: ZAuthStatus,
  method: ZEnterpriseAuthMethod.nullable(),
  redirectUrl: z.string().nullable(),
  /** While a payment check is open: wrong amounts still allowed. */
  paymentAttemptsLeft: z.number().int().nullable(),
  createdAt: z.string(),
  /** The provider of the attempt: `manual` asks for documents to review. */
  provider: z.string().nullable().optional(),
});
export type TEnterpriseAuthState = z.infer<typeof ZEnterpriseAuthState>;
