// The reason given when revoking a plan: required and at most 100 characters (spec items V-revoke-reason, K-revoke-reason-length).
import { REVOKE_REASON_MAX } from './constants';
import type { TValidation } from './types';

export const REVOKE_REASON_FAILURES = ['REQUIRED', 'TOO_LONG'] as const;
export type TRevokeReasonFailure = (typeof REVOKE_REASON_FAILURES)[number];

/**
 * Trims the reason and checks it. Characters are counted as code points, so a Chinese reason may
 * use the full 100 and a character outside the BMP is not counted twice.
 */
export function validateRevokeReason(reason: string | null | undefined): TValidation<string, TRevokeReasonFailure> {
  const value = (reason ?? '').trim();
  if (value === '') return { valid: false, reasons: ['REQUIRED'] };
  if ([...value].length > REVOKE_REASON_MAX) return { valid: false, reasons: ['TOO_LONG'] };
  return { valid: true, value, reasons: [] };
}
