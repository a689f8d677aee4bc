// Batch signing from the to-sign tab (endpoints.contracts.signBatch, ZSignBatchRequest): one SMS
// code (sent through the first selected contract) or the sign password for every selected to-do;
// the reply has a result per contract.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TSignConfirmation } from '@ecsign/core/model';

export function signBatch(
  api: ApiClient,
  body: { planIds: string[]; requestId: string; confirmation: TSignConfirmation },
) {
  return api.call(endpoints.contracts.signBatch, { body });
}
