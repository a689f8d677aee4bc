// "Download" in the file manager: every document of the plan in its current (or, once complete,
// final signed) revision, saved as "<contract name>-<number>.pdf" (core's contractDownloadName, the
// name the server's own download link gives too).
import type { ApiClient } from '@ecsign/core/api';
import { contractDownloadName } from '@ecsign/core/model';
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
    save(
      bytes,
      contractDownloadName({
        contractName: document.name,
        taskNo: detail.taskNo,
        index: document.index,
        documentCount: detail.documents.length,
      }),
    );
  }
  return detail.documents.length;
}
