// The initiation calls (core/model/contracts/contract-initiate.ts): load a draft to edit it, save
// the form as a draft, send it.
import type { ApiClient } from '@ecsign/core/api';
import {
  ZContractDraftForm,
  ZContractDraftReply,
  ZContractSendReply,
  type TContractDraftForm,
  type TContractDraftReply,
  type TContractSendReply,
} from '@ecsign/core/model';
import { requestFromForm, type TContractFormState } from './contract-form-state';

export function loadDraft(api: ApiClient, planId: string): Promise<TContractDraftForm> {
  return api.request({ method: 'GET', path: `contract/plan/${encodeURIComponent(planId)}/form` }, ZContractDraftForm);
}

export function saveDraft(api: ApiClient, form: TContractFormState): Promise<TContractDraftReply> {
  return api.request({ method: 'POST', path: 'contract/plan/draft', json: requestFromForm(form) }, ZContractDraftReply);
}

export function sendContract(api: ApiClient, form: TContractFormState, requestId: string): Promise<TContractSendReply> {
  return api.request(
    { method: 'POST', path: 'contract/plan/send', json: requestFromForm(form, requestId) },
    ZContractSendReply,
  );
}
