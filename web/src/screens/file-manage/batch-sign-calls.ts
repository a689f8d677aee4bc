// Batch signing from the to-sign tab (core/model/contracts/contract-actions.ts, ZSignBatchRequest):
// one SMS code (sent through the first selected contract) or the sign password for every selected
// to-do; the reply has a result per contract.
import type { ApiClient } from '@ecsign/core/api';
import { ZSignBatchReply, type TSignBatchReply, type TSignConfirmation } from '@ecsign/core/model';

export function signBatch(
  api: ApiClient,
  body: { planIds: string[]; requestId: string; confirmation: TSignConfirmation },
): Promise<TSignBatchReply> {
  return api.request({ method: 'POST', path: 'contract/sign/batch', json: body }, ZSignBatchReply);
}
