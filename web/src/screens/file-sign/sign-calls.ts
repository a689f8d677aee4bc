// The signatory's calls (endpoints.contracts, core/model/contracts/contract-actions.ts): usable
// seals, the SMS code, signing (with the SMS code or the sign password) and refusing.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TFieldValues, TSignConfirmation } from '@ecsign/core/model';

export function loadUsableSeals(api: ApiClient, planId: string) {
  return api.call(endpoints.contracts.usableSeals, { params: { planId } });
}

export function sendSignCode(api: ApiClient, planId: string) {
  return api.call(endpoints.contracts.sendSignCode, { body: { planId } });
}

/** Confirmed with the SMS code (`code`) or, instead, the account's sign password (`signPassword`). */
export function signContract(
  api: ApiClient,
  body: { planId: string; requestId: string; sealId?: string; drawnSignature?: string; fieldValues?: TFieldValues } & (
    { code: string } | { signPassword: string }
  ),
) {
  const confirmation: TSignConfirmation =
    'signPassword' in body
      ? { method: 'SIGN_PASSWORD', password: body.signPassword }
      : { method: 'SMS', code: body.code };
  return api.call(endpoints.contracts.sign, {
    body: {
      planId: body.planId,
      requestId: body.requestId,
      sealId: body.sealId,
      drawnSignature: body.drawnSignature,
      confirmation,
      fieldValues: body.fieldValues ?? {},
    },
  });
}

export function refuseContract(api: ApiClient, planId: string, reason: string) {
  return api.call(endpoints.contracts.refuse, { body: { planId, reason } });
}

/** The signing page's first open, for the audit trail (one VIEWED line per party and session). */
export function reportPlanViewed(api: ApiClient, planId: string) {
  return api.call(endpoints.contracts.planViewed, { params: { planId } });
}
