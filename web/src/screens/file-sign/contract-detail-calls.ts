// Reading a sent contract (endpoints.contracts, core/model/contracts/contract-detail.ts): its
// detail for the caller, and a document's current PDF (with the watermark when the plan asks for
// one on previews).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';

export function loadContractDetail(api: ApiClient, planId: string) {
  return api.call(endpoints.contracts.detail, { params: { planId } });
}

export async function downloadDocumentPdf(
  api: ApiClient,
  options: { planId: string; documentId: string; watermark?: boolean },
): Promise<Uint8Array> {
  const { planId, documentId, watermark } = options;
  const reply = await api.download(
    endpoints.contracts.documentPdf,
    { params: { planId, documentId }, query: watermark ? { watermark: 'true' } : {} },
    { ecType: 'pdfDownload' },
  );
  return reply.bytes;
}
