// Signing a contract (core/model/contracts/contract-actions.ts): the seals at hand, the SMS code,
// the signature itself (one or a batch, confirmed by the code or the sign password), the signing
// page's first view for the audit trail, the sign password, and what the extension's popup may
// sign by itself.
import { ZSendAuthCodeReply } from '../model/messages';
import {
  ZPlanIdParams,
  ZPlanViewedReply,
  ZPopupSignableReply,
  ZPopupSignableRequest,
  ZSetSignPasswordRequest,
  ZSignBatchReply,
  ZSignBatchRequest,
  ZSignCodeRequest,
  ZSignPasswordStatus,
  ZSignReply,
  ZSignRequest,
  ZUsableSeal,
} from '../model/contracts';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const C = '/contract';
/** Whether the caller may act on the plan now (plan-access.ts, signatory-turn.ts). */
const TURN_ERRORS = [
  'PLAN_NOT_FOUND',
  'NOT_CURRENT_SIGNATORY',
  'SIGNING_NOT_STARTED',
  'SIGNING_DEADLINE_PASSED',
  'SIGNING_STATUS_INVALID',
] as const;
/** The confirmation of a signature: the SMS code or the sign password (sign-password.ts). */
const CONFIRMATION_ERRORS = [
  'VERIFICATION_CODE_EXPIRED',
  'SIGN_PASSWORD_NOT_SET',
  'SIGN_PASSWORD_WRONG',
  'SIGN_PASSWORD_TOO_MANY_TRIES',
] as const;

export const contractSigning = {
  usableSeals: endpoint({
    method: 'GET',
    path: `${C}/plan/:planId/seals`,
    summary: 'The seals or signatures the caller may stamp this plan with',
    access: access.signedIn(),
    input: { params: ZPlanIdParams },
    reply: ZUsableSeal.array(),
    errors: ['PLAN_NOT_FOUND'],
  }),
  sendSignCode: endpoint({
    method: 'POST',
    path: `${C}/sign/sendCode`,
    summary: "Sends the SMS code that confirms the caller's signature of a plan (when it is their turn)",
    access: access.signedIn(),
    input: { body: ZSignCodeRequest },
    reply: ZSendAuthCodeReply,
    errors: [...TURN_ERRORS, 'MESSAGE_RECIPIENT_EMPTY', 'TOO_MANY_REQUESTS'],
  }),
  sign: endpoint({
    method: 'POST',
    path: `${C}/sign`,
    summary: 'Signs the plan as the current signatory: checks, signs and commits in one request, or changes nothing',
    access: access.signedIn(),
    input: { body: ZSignRequest },
    reply: ZSignReply,
    errors: [
      ...TURN_ERRORS,
      ...CONFIRMATION_ERRORS,
      'ANOTHER_SIGNATORY_OPERATING',
      'ENTERPRISE_PARTY_SEAL_REQUIRED',
      'PDF_SEAL_EMPTY',
      'REAL_NAME_REQUIRED_TO_SIGN',
      'SEAL_TYPE_WRONG',
    ],
  }),
  signBatch: endpoint({
    method: 'POST',
    path: `${C}/sign/batch`,
    summary: 'Signs several to-dos with one confirmation; the reply has a result per plan',
    access: access.signedIn(),
    input: { body: ZSignBatchRequest },
    reply: ZSignBatchReply,
    errors: [...CONFIRMATION_ERRORS, 'OPERATION_FAILED'],
  }),
  popupSignable: endpoint({
    method: 'POST',
    path: `${C}/popupSignable`,
    summary:
      "Which of the caller's to-dos (on the active account) the extension's popup may sign by itself: fields placed, none filled in by the signer, the default seal or signature at hand",
    access: access.signedIn(),
    input: { body: ZPopupSignableRequest },
    reply: ZPopupSignableReply,
    errors: [],
  }),
  planViewed: endpoint({
    method: 'POST',
    path: `${C}/plan/:planId/viewed`,
    summary: "Records the signing page's first view, for the audit trail (one line per party and session)",
    access: access.signedIn(),
    input: { params: ZPlanIdParams },
    reply: ZPlanViewedReply,
    errors: ['PLAN_NOT_FOUND'],
  }),
  signPasswordStatus: endpoint({
    method: 'GET',
    path: `${C}/signPassword`,
    summary: 'Whether the caller has set a sign password, and whether it is locked',
    access: access.signedIn(),
    input: {},
    reply: ZSignPasswordStatus,
    errors: [],
  }),
  setSignPassword: endpoint({
    method: 'POST',
    path: `${C}/signPassword`,
    summary: 'Sets or changes the sign password, confirmed by the login password',
    access: access.signedIn(),
    input: { body: ZSetSignPasswordRequest },
    reply: ZSignPasswordStatus,
    errors: ['OLD_PASSWORD_WRONG', 'TOO_MANY_REQUESTS'],
  }),
} as const;
