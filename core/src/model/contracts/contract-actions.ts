// What a signatory or the initiator does to a sent contract: sign with a seal
// or signature confirmed by an SMS code, refuse, revoke, urge.
//   POST contract/sign/sendCode  ZSignCodeRequest → ZSendAuthCodeReply (the code goes to the caller's mobile)
//   GET  contract/plan/{planId}/seals            → ZUsableSeal[] (seals the caller may stamp this plan with)
//   POST contract/sign           ZSignRequest    → ZSignReply
//   POST contract/sign/batch     ZSignBatchRequest → ZSignBatchReply (one confirmation, a result per contract)
//   POST contract/plan/{planId}/viewed           → ZPlanViewedReply (the signing page's first open)
//   POST contract/refuse         ZRefuseRequest  → ZContractStateReply (void route REFUSE)
//   POST contract/revoke         ZRevokeRequest  → ZContractStateReply (initiator only; void route REVOKE)
//   POST contract/urge           ZUrgeRequest    → ZUrgeReply (rate-limited)
import { z } from 'zod';
import { ZId } from '../field-shapes';
import { ZAuthCode } from '../messages';
import { ZSigningState } from '../contract-states';
import { ZVoidRoute } from '../contract-states';
import { ZTaskStatus } from '../task-states';
import { ZFieldValues } from './contract-fields';
import { ZImageBase64, ZSealKind } from '../seals';
import { ZRequestId } from './contract-initiate';
import { ZSignPassword } from './sign-password';
import { REASON_MAX, safeText } from '../../validation/safe-text';

export const ZSignCodeRequest = z.object({ planId: ZId });
export type TSignCodeRequest = z.infer<typeof ZSignCodeRequest>;

/**
 * How the signatory confirms: the SMS code sent by contract/sign/sendCode (the default method), or
 * the sign password set on the account (contract/signPassword).
 */
export const ZSignConfirmation = z.union([
  z.object({ method: z.literal('SIGN_PASSWORD'), password: ZSignPassword }),
  z.object({ method: z.literal('SMS').default('SMS'), code: ZAuthCode }),
]);
export type TSignConfirmation = z.input<typeof ZSignConfirmation>;

export const ZSignRequest = z
  .object({
    planId: ZId,
    /** Retries with the same id return the first answer and never sign twice. */
    requestId: ZRequestId,
    /** The seal or handwritten signature to stamp; omitted: a text appearance with the signer's name. */
    sealId: ZId.optional(),
    /** A signature drawn on the signing page for this contract only (PNG, the pad's upload checks). */
    drawnSignature: ZImageBase64.optional(),
    confirmation: ZSignConfirmation,
    /** The signer's values of their TEXT and CHECKBOX fields ("true" ticks a box), by position id. */
    fieldValues: ZFieldValues,
  })
  .refine((body) => !(body.sealId && body.drawnSignature), {
    message: 'a seal or a drawn signature, not both',
    path: ['drawnSignature'],
  });
export type TSignRequest = z.input<typeof ZSignRequest>;

export const ZSignedDocument = z.object({
  documentId: z.string(),
  revision: z.number().int(),
  sha256: z.string(),
});

export const ZSignReply = z.object({
  planId: z.string(),
  status: ZTaskStatus,
  signingState: ZSigningState,
  /** True when this signature was the last one and the contract is complete. */
  completed: z.boolean(),
  documents: z.array(ZSignedDocument),
});
export type TSignReply = z.infer<typeof ZSignReply>;

/** Spec item R-tab-to-sign: at most this many to-dos are signed in one batch. */
export const SIGN_BATCH_MAX = 20;

/**
 * Several to-dos signed with one SMS code or sign password, each with the signer's default seal or
 * signature for it; each contract is signed whole or not at all.
 */
export const ZSignBatchRequest = z.object({
  planIds: z.array(ZId).min(1).max(SIGN_BATCH_MAX),
  /** Retries with the same id answer alike and never sign a contract twice. */
  requestId: ZRequestId,
  confirmation: ZSignConfirmation,
});
export type TSignBatchRequest = z.input<typeof ZSignBatchRequest>;

export const ZSignBatchResult = z.object({
  planId: z.string(),
  /** 200 when signed; otherwise the catalogue status of the reason it was not. */
  status: z.number().int(),
  /** Signed and now complete (the last signature). */
  completed: z.boolean(),
});
export type TSignBatchResult = z.infer<typeof ZSignBatchResult>;

export const ZSignBatchReply = z.object({ results: z.array(ZSignBatchResult) });
export type TSignBatchReply = z.infer<typeof ZSignBatchReply>;

export const ZPlanViewedReply = z.object({ recorded: z.boolean() });
export type TPlanViewedReply = z.infer<typeof ZPlanViewedReply>;

export const ZRefuseRequest = z.object({
  planId: ZId,
  reason: safeText({ max: REASON_MAX }).min(1),
});
export type TRefuseRequest = z.infer<typeof ZRefuseRequest>;

/** Spec item V-revoke-reason: the revocation reason is required, at most 100 characters (checked by the server too). */
export const REVOKE_REASON_MAX = 100;
export const ZRevokeRequest = z.object({
  planId: ZId,
  // Counted in UTF-16 units here; the operation counts code points (validateRevokeReason).
  reason: safeText({ max: REVOKE_REASON_MAX * 2 }).min(1, 'REVOKE_REASON_REQUIRED'),
});
export type TRevokeRequest = z.infer<typeof ZRevokeRequest>;

export const ZContractStateReply = z.object({
  planId: z.string(),
  status: ZTaskStatus,
  voidRoute: ZVoidRoute.nullable(),
});
export type TContractStateReply = z.infer<typeof ZContractStateReply>;

export const ZUrgeRequest = z.object({ planId: ZId });
export type TUrgeRequest = z.infer<typeof ZUrgeRequest>;
export const ZUrgeReply = z.object({ urged: z.number().int().min(1) });
export type TUrgeReply = z.infer<typeof ZUrgeReply>;

/** A seal or signature the caller may stamp with (from the seals module). */
export const ZUsableSeal = z.object({
  sealId: z.string(),
  name: z.string(),
  kind: ZSealKind,
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
});
export type TUsableSeal = z.infer<typeof ZUsableSeal>;
