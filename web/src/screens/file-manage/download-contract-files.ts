// "Download" in the file manager: every document of the plan in its current (or, once complete,
// final signed) revision, saved under the document's name.
import type { ApiClient } from '@ecsign/core/api';
import { downloadDocumentPdf, loadContractDetail } from '../file-sign/contract-detail-calls';
import { saveBytesAsFile } from './save-bytes-as-file';

export async function downloadContractFiles(
  api: ApiClient,
  planId: string,
  save: (bytes: Uint8Array, name: string) => void = saveBytesAsFile,
): Promise<number> {
  const detail = await loadContractDetail(api, planId);
  for (const document of detail.documents) {
    const bytes = await downloadDocumentPdf(api, { planId, documentId: document.documentId });
    save(bytes, /\.pdf$/i.test(document.name) ? document.name : `${document.name}.pdf`);
  }
  return detail.documents.length;
}
