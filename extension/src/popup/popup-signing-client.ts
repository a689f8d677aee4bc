// The popup's own signing (spec items R-tab-to-sign, R-file-sign) over the portal's endpoints: which
// to-dos it may sign by itself (endpoints.contracts.popupSignable), the contract with the signer's
// fields (.detail), the default seal or signature — the first usable one, as the to-sign tab's
// batch picks it — and its picture, the document PDFs for the thumbnails, the SMS code and the
// signature itself (.sign: checks, signs and commits in one request, or changes nothing).
import { createApiClient, type ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TContractDetail, TPlacedPosition, TSignReply, TUsableSeal } from '@ecsign/core/model';
import type { SessionStore } from '@ecsign/core/session';
import { interruptedOutcome } from './interrupted-signing';

/** What the signing view shows before the signer confirms. */
export interface TPopupSigning {
  planId: string;
  taskName: string;
  documents: TContractDetail['documents'];
  /** The signer's own fields, where the seal, signature, date or name goes. */
  myPositions: TPlacedPosition[];
  /** The seal or signature the popup stamps with; null when no field needs one. */
  seal: TUsableSeal | null;
  /** SMS code, sign password, or both, as the plan's signing process allows. */
  confirmations: TContractDetail['signConfirmations'];
}

export type TPopupConfirmation = { method: 'SMS'; code: string } | { method: 'SIGN_PASSWORD'; password: string };

export interface PopupSigningClient {
  /** The plan ids (of the active account) the popup may sign by itself. */
  signable(planIds: string[]): Promise<Set<string>>;
  load(planId: string): Promise<TPopupSigning>;
  documentPdf(planId: string, documentId: string): Promise<Uint8Array>;
  sealImage(sealId: string): Promise<{ bytes: Uint8Array; contentType: string }>;
  sendCode(planId: string): Promise<void>;
  sign(input: {
    planId: string;
    requestId: string;
    sealId?: string;
    confirmation: TPopupConfirmation;
  }): Promise<TSignReply>;
  /** After a popup closed mid-signing: whether the caller's signature is on the contract now. */
  outcome(planId: string): Promise<'SIGNED' | 'UNTOUCHED'>;
}

const STAMPED = new Set(['SEAL', 'SIGNATURE']);

export function createPopupSigningClient(options: {
  address: string;
  fetch: typeof fetch;
  store: SessionStore;
  getLanguage: () => TLanguage;
  now?: () => number;
}): PopupSigningClient {
  const { store } = options;
  let accessToken: string | undefined;
  const api: ApiClient = createApiClient({
    baseUrl: options.address,
    clientName: 'ext',
    fetch: options.fetch,
    getAccessToken: () => accessToken,
    getLanguage: options.getLanguage,
    now: options.now,
  });
  async function withToken() {
    accessToken = (await store.get('loginUser'))?.access_token;
    if (!accessToken) throw new AppError('SESSION_EXPIRED', { internal: 'no stored session' });
  }
  const detailOf = (planId: string) => api.call(endpoints.contracts.detail, { params: { planId } });
  return {
    async signable(planIds) {
      if (planIds.length === 0) return new Set();
      await withToken();
      const { records } = await api.call(endpoints.contracts.popupSignable, { body: { planIds } });
      return new Set(records.filter((record) => record.signable).map((record) => record.planId));
    },
    async load(planId) {
      await withToken();
      const detail = await detailOf(planId);
      const me = detail.signatories.find((signatory) => signatory.isMe && signatory.isCurrent);
      if (!me) throw new AppError('NOT_CURRENT_SIGNATORY', { internal: 'not the caller’s turn in the popup' });
      const needsSeal = me.positions.some((position) => STAMPED.has(position.kind));
      const seals = needsSeal ? await api.call(endpoints.contracts.usableSeals, { params: { planId } }) : [];
      return {
        planId,
        taskName: detail.taskName,
        documents: detail.documents,
        myPositions: me.positions,
        seal: seals[0] ?? null,
        confirmations: detail.signConfirmations,
      };
    },
    async documentPdf(planId, documentId) {
      await withToken();
      const params = { planId, documentId };
      return (await api.download(endpoints.contracts.documentPdf, { params, query: {} }, { ecType: 'pdfDownload' }))
        .bytes;
    },
    async sealImage(sealId) {
      await withToken();
      const { bytes, contentType } = await api.download(endpoints.seals.image, { query: { sealId } });
      return { bytes, contentType };
    },
    async sendCode(planId) {
      await withToken();
      await api.call(endpoints.contracts.sendSignCode, { body: { planId } });
    },
    async outcome(planId) {
      await withToken();
      return interruptedOutcome(await detailOf(planId));
    },
    async sign({ planId, requestId, sealId, confirmation }) {
      await withToken();
      return api.call(endpoints.contracts.sign, {
        body: { planId, requestId, sealId, confirmation, fieldValues: {} },
      });
    },
  };
}
