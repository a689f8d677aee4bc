// The signatory's calls (core/model/contracts/contract-actions.ts): usable seals, the SMS code,
// signing (with the SMS code or the sign password) and refusing.
import type { ApiClient } from '@ecsign/core/api';
import {
  ZContractStateReply,
  ZPlanViewedReply,
  ZSendAuthCodeReply,
  ZSignReply,
  ZUsableSeal,
  type TContractStateReply,
  type TFieldValues,
  type TSignConfirmation,
  type TSignReply,
  type TUsableSeal,
} from '@ecsign/core/model';

export async function loadUsableSeals(api: ApiClient, planId: string): Promise<TUsableSeal[]> {
  const seals = await api.request(
    { method: 'GET', path: `contract/plan/${encodeURIComponent(planId)}/seals` },
    ZUsableSeal.array(),
  );
  return seals;
}

export function sendSignCode(api: ApiClient, planId: string) {
  return api.request({ method: 'POST', path: 'contract/sign/sendCode', json: { planId } }, ZSendAuthCodeReply);
}

/** Confirmed with the SMS code (`code`) or, instead, the account's sign password (`signPassword`). */
export function signContract(
  api: ApiClient,
  body: { planId: string; requestId: string; sealId?: string; drawnSignature?: string; fieldValues?: TFieldValues } & (
    { code: string } | { signPassword: string }
  ),
): Promise<TSignReply> {
  const confirmation: TSignConfirmation =
    'signPassword' in body
      ? { method: 'SIGN_PASSWORD', password: body.signPassword }
      : { method: 'SMS', code: body.code };
  return api.request(
    {
      method: 'POST',
      path: 'contract/sign',
      json: {
        planId: body.planId,
        requestId: body.requestId,
        sealId: body.sealId,
        drawnSignature: body.drawnSignature,
        confirmation,
        fieldValues: body.fieldValues ?? {},
      },
    },
    ZSignReply,
  );
}

export function refuseContract(api: ApiClient, planId: string, reason: string): Promise<TContractStateReply> {
  return api.request({ method: 'POST', path: 'contract/refuse', json: { planId, reason } }, ZContractStateReply);
}

/** The signing page's first open, for the audit trail (one VIEWED line per party and session). */
export function reportPlanViewed(api: ApiClient, planId: string) {
  return api.request(
    { method: 'POST', path: `contract/plan/${encodeURIComponent(planId)}/viewed`, json: {} },
    ZPlanViewedReply,
  );
}
