// Reading a sent contract (core/model/contracts/contract-detail.ts): its detail for the caller,
// and a document's current PDF (with the watermark when the plan asks for one on previews).
import type { ApiClient } from '@ecsign/core/api';
import { ZContractDetail, type TContractDetail } from '@ecsign/core/model';

export function loadContractDetail(api: ApiClient, planId: string): Promise<TContractDetail> {
  return api.request({ method: 'GET', path: `contract/plan/${encodeURIComponent(planId)}` }, ZContractDetail);
}

export function documentPdfPath(planId: string, documentId: string): string {
  return `contract/plan/${encodeURIComponent(planId)}/document/${encodeURIComponent(documentId)}/pdf`;
}

export async function downloadDocumentPdf(
  api: ApiClient,
  options: { planId: string; documentId: string; watermark?: boolean },
): Promise<Uint8Array> {
  const reply = await api.download({
    method: 'GET',
    path: documentPdfPath(options.planId, options.documentId),
    query: options.watermark ? { watermark: 'true' } : undefined,
    ecType: 'pdfDownload',
  });
  return reply.bytes;
}
