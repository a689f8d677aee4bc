// Real-name verification of people and enterprises (spec items R-auth-person, R-auth-company,
// R-auth-back-page): each call acts on the caller's own attempts and answers the attempt's state;
// the provider's return page is open (its signed ticket is the credential).
import { z } from 'zod';
import { ZAuthStatus } from '../model/auth';
import {
  ZAuthBackRequest,
  ZAuthBackResult,
  ZAuthMaterialRequest,
  ZEnterpriseAuthMethodRequest,
  ZEnterpriseAuthStartRequest,
  ZEnterpriseAuthState,
  ZEnterpriseIdRequest,
  ZPaymentConfirmRequest,
  ZPersonAuthCompleteRequest,
  ZPersonAuthMethodRequest,
  ZPersonAuthStartRequest,
  ZPersonAuthState,
  ZPersonRequireReauthRequest,
  ZVerificationIdRequest,
} from '../model/verification';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const PERSON = '/cb/assemble/auth/person';
const ENTERPRISE = '/cb/assemble/auth/enterprise';
const signedIn = access.signedIn();

/**
 * A body with identity numbers (ID card, credit code, bank card). The declaration takes any object
 * of the schema's type: the handler checks it with the schema itself, so a wrong number answers its
 * own code (ID_NUMBER_INVALID, CREDIT_CODE_INVALID, BANK_CARD_INVALID) instead of BAD_REQUEST.
 */
const identityBody = <T extends z.ZodType>(_schema: T) =>
  z.custom<z.input<T>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value));

const ATTEMPT_ERRORS = ['AUTH_RECORD_NOT_FOUND', 'AUTH_STATUS_CONFLICT'] as const;

/** Closing the caller's own attempt or verification: answers the person's state. */
const personCall = (path: 'cancel' | 'revoke', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${PERSON}/${path}`,
    summary,
    access: signedIn,
    input: {},
    reply: ZPersonAuthState,
    errors: [...ATTEMPT_ERRORS],
  });

export const verification = {
  personStatus: endpoint({
    method: 'GET',
    path: `${PERSON}/status`,
    summary: "The caller's real-name verification and current attempt",
    access: signedIn,
    input: {},
    reply: ZPersonAuthState,
    errors: [],
  }),
  personStart: endpoint({
    method: 'POST',
    path: `${PERSON}/start`,
    summary: 'Starts verifying the caller with their name and ID card number',
    access: signedIn,
    input: { body: identityBody(ZPersonAuthStartRequest) },
    reply: ZPersonAuthState,
    errors: [
      'ID_NUMBER_INVALID',
      'AUTH_STATUS_CONFLICT',
      'NAME_ALREADY_VERIFIED',
      'REAUTH_ID_NUMBER_CHANGED',
      'REMOTE_AUTH_RECORD_EXISTS',
      'TOO_MANY_REQUESTS',
    ],
  }),
  personMethod: endpoint({
    method: 'POST',
    path: `${PERSON}/method`,
    summary: 'Chooses how the caller proves the identity (face check, bank card …)',
    access: signedIn,
    input: { body: ZPersonAuthMethodRequest },
    reply: ZPersonAuthState,
    errors: [...ATTEMPT_ERRORS, 'ID_NAME_MISMATCH'],
  }),
  personComplete: endpoint({
    method: 'POST',
    path: `${PERSON}/complete`,
    summary: 'Runs the chosen check (bank card and mobile for the four-factor check)',
    access: signedIn,
    input: { body: identityBody(ZPersonAuthCompleteRequest) },
    reply: ZPersonAuthState,
    errors: [...ATTEMPT_ERRORS, 'BANK_CARD_INVALID', 'NAME_ALREADY_VERIFIED'],
  }),
  personMaterial: endpoint({
    method: 'POST',
    path: `${PERSON}/material`,
    summary: "A photo of the caller's ID card for a manual review",
    access: signedIn,
    input: { body: ZAuthMaterialRequest },
    reply: ZPersonAuthState,
    errors: [...ATTEMPT_ERRORS, 'ID_NAME_MISMATCH', 'ID_RECOGNITION_FAILED'],
  }),
  personCancel: personCall('cancel', "Cancels the caller's open verification attempt"),
  personRevoke: personCall('revoke', "Withdraws the caller's verified identity"),
  personRequireReauth: endpoint({
    method: 'POST',
    path: `${PERSON}/requireReauth`,
    summary: 'Platform staff ask a person to verify again',
    access: signedIn,
    input: { body: ZPersonRequireReauthRequest },
    reply: ZPersonAuthState,
    errors: ['NO_PERMISSION', 'USER_NOT_FOUND', 'AUTH_STATUS_CONFLICT'],
  }),
  authBack: endpoint({
    method: 'POST',
    path: '/cb/assemble/auth/authBackPage',
    summary: "The verification provider's return page: its signed ticket settles the attempt",
    access: access.open(),
    input: { body: ZAuthBackRequest },
    reply: ZAuthBackResult,
    errors: ['AUTH_RECORD_NOT_FOUND', 'FACE_CHECK_FAILED', 'FACE_CHECK_RESULT_INVALID'],
  }),
  enterpriseStart: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/start`,
    summary: 'Starts verifying an enterprise (a new one, or one the caller belongs to)',
    access: signedIn,
    input: { body: identityBody(ZEnterpriseAuthStartRequest) },
    reply: ZEnterpriseAuthState,
    errors: [
      'ID_NUMBER_INVALID',
      'CREDIT_CODE_INVALID',
      'AUTH_STATUS_CONFLICT',
      'ENTERPRISE_INFO_WRONG',
      'ENTERPRISE_NOT_FOUND',
      'PERSONAL_NOT_VERIFIED_CANNOT_VERIFY_ENTERPRISE',
      'REMOTE_AUTH_RECORD_EXISTS',
    ],
  }),
  enterpriseMethod: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/method`,
    summary: "Chooses how the enterprise is proven (the legal person's face, a payment to its account)",
    access: signedIn,
    input: { body: ZEnterpriseAuthMethodRequest },
    reply: ZEnterpriseAuthState,
    errors: [...ATTEMPT_ERRORS, 'ID_NAME_MISMATCH'],
  }),
  enterprisePaymentConfirm: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/payment/confirm`,
    summary: 'Confirms the amount the platform paid into the enterprise account',
    access: signedIn,
    input: { body: ZPaymentConfirmRequest },
    reply: ZEnterpriseAuthState,
    errors: [
      ...ATTEMPT_ERRORS,
      'PAYMENT_ATTEMPTS_EXHAUSTED',
      'PAYMENT_VERIFICATION_FAILED',
      'ENTERPRISE_ALREADY_REGISTERED',
    ],
  }),
  enterpriseMaterial: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/material`,
    summary: "A photo of the enterprise's business licence for a manual review",
    access: signedIn,
    input: { body: ZAuthMaterialRequest },
    reply: ZEnterpriseAuthState,
    errors: [...ATTEMPT_ERRORS, 'BUSINESS_LICENCE_RECOGNITION_FAILED', 'ENTERPRISE_INFO_WRONG'],
  }),
  enterpriseCancel: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/cancel`,
    summary: "Cancels one of the caller's open enterprise verifications",
    access: signedIn,
    input: { body: ZVerificationIdRequest },
    reply: ZEnterpriseAuthState,
    errors: [...ATTEMPT_ERRORS],
  }),
  enterpriseRequireReauth: endpoint({
    method: 'POST',
    path: `${ENTERPRISE}/requireReauth`,
    summary: 'Platform staff ask an enterprise to verify again',
    access: signedIn,
    input: { body: ZEnterpriseIdRequest },
    reply: z.object({ enterpriseId: z.string(), authStatus: ZAuthStatus }),
    errors: ['ONLY_ADMIN_MAY_REVERIFY_ENTERPRISE', 'ENTERPRISE_NOT_FOUND', 'AUTH_STATUS_CONFLICT'],
  }),
  enterpriseStatus: endpoint({
    method: 'GET',
    path: `${ENTERPRISE}/status`,
    summary: "One of the caller's enterprise verifications",
    access: signedIn,
    input: { query: ZVerificationIdRequest },
    reply: ZEnterpriseAuthState,
    errors: ['AUTH_RECORD_NOT_FOUND'],
  }),
  enterpriseList: endpoint({
    method: 'GET',
    path: `${ENTERPRISE}/list`,
    summary: "The caller's enterprise verifications, newest first",
    access: signedIn,
    input: {},
    reply: z.array(ZEnterpriseAuthState),
    errors: [],
  }),
} as const;
