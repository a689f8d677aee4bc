// The initiation calls (endpoints.contracts, core/model/contracts/contract-initiate.ts): load a
// draft to edit it, save the form as a draft, send it, and an upload's bytes before it is sent.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import { requestFromForm, type TContractFormState } from './contract-form-state';

export function loadDraft(api: ApiClient, planId: string) {
  return api.call(endpoints.contracts.draftForm, { params: { planId } });
}

export function saveDraft(api: ApiClient, form: TContractFormState) {
  return api.call(endpoints.contracts.saveDraft, { body: requestFromForm(form) });
}

export function sendContract(api: ApiClient, form: TContractFormState, requestId: string) {
  return api.call(endpoints.contracts.send, { body: requestFromForm(form, requestId) });
}

/** The bytes of the caller's upload (a document not yet sent), to show it. */
export async function downloadUpload(api: ApiClient, fileId: string): Promise<Uint8Array> {
  return (await api.download(endpoints.contracts.uploadedFile, { params: { fileId } })).bytes;
}
