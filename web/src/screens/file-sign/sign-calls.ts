// The signatory's calls (core/model/contracts/contract-actions.ts): usable seals, the SMS code,
// signing and refusing.
import type { ApiClient } from '@ecsign/core/api';
import {
  ZContractStateReply,
  ZSendAuthCodeReply,
  ZSignReply,
  ZUsableSeal,
  type TContractStateReply,
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

export function signContract(
  api: ApiClient,
  body: { planId: string; requestId: string; sealId?: string; code: string },
): Promise<TSignReply> {
  return api.request(
    {
      method: 'POST',
      path: 'contract/sign',
      json: {
        planId: body.planId,
        requestId: body.requestId,
        sealId: body.sealId,
        confirmation: { method: 'SMS', code: body.code },
      },
    },
    ZSignReply,
  );
}

export function refuseContract(api: ApiClient, planId: string, reason: string): Promise<TContractStateReply> {
  return api.request({ method: 'POST', path: 'contract/refuse', json: { planId, reason } }, ZContractStateReply);
}
