// The bytes behind the download links, for the plan's parties only: a document's current revision
// (the final PDF once complete), an attachment, the certificate of completion, or — before a plan
// exists — the uploader's own upload. CC recipients get the files once the contract is complete.
import { AppError } from '@ecsign/core/errors';
import { contractDownloadName, TASK_STATUS } from '@ecsign/core/model';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import type { ContractViewer } from './contract-viewer';
import { planAccess } from './plan-access';
import { stampWatermark } from './stamp-watermark';

export interface PlanFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string;
}

async function bytesOf(context: AppContext, key: string): Promise<Uint8Array> {
  const bytes = await blobStoreOf(context).get(key);
  if (!bytes) throw new AppError('PDF_MISSING', { internal: `blob ${key} missing` });
  return bytes;
}

async function mayDownload(context: AppContext, viewer: ContractViewer, planId: string) {
  const access = await planAccess(context, viewer, planId);
  if (!access.isInitiator && !access.isSigner && access.plan.status !== TASK_STATUS.COMPLETED) {
    throw new AppError('NO_PERMISSION', { internal: 'CC recipients see the finished contract' });
  }
  return access;
}

/** `watermark`: a preview copy stamped "for preview only" (never stored; the signed file is untouched). */
export async function readPlanDocument(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
  documentId: string,
  options: { watermark?: boolean } = {},
): Promise<PlanFile> {
  const { plan } = await mayDownload(context, viewer, planId);
  const [row] = await context.database.query<{ name: string; blob_key: string; idx: number; count: number }>(
    `SELECT name, blob_key, idx, (SELECT count(*)::int FROM contract_documents c WHERE c.plan_id = d.plan_id) AS count
       FROM contract_documents d WHERE id = $1 AND plan_id = $2`,
    [documentId, planId],
  );
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
  const bytes = await bytesOf(context, row.blob_key);
  return {
    bytes: options.watermark ? await stampWatermark(bytes, `${plan.initiator_enterprise_name} 仅供预览`) : bytes,
    fileName: contractDownloadName({
      contractName: row.name,
      taskNo: plan.task_no,
      index: row.idx,
      documentCount: row.count,
    }),
    contentType: 'application/pdf',
  };
}

export async function readPlanAttachment(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
  attachmentId: string,
): Promise<PlanFile> {
  await mayDownload(context, viewer, planId);
  const [row] = await context.database.query<{ file_name: string; blob_key: string; content_type: string }>(
    'SELECT file_name, blob_key, content_type FROM contract_attachments WHERE id = $1 AND plan_id = $2',
    [attachmentId, planId],
  );
  if (!row) throw new AppError('ATTACHMENT_NOT_FOUND');
  return { bytes: await bytesOf(context, row.blob_key), fileName: row.file_name, contentType: row.content_type };
}

export async function readCompletionCertificate(
  context: AppContext,
  viewer: ContractViewer,
  planId: string,
): Promise<PlanFile> {
  const { plan } = await mayDownload(context, viewer, planId);
  if (plan.status !== TASK_STATUS.COMPLETED || !plan.certificate_blob_key)
    throw new AppError('SIGNING_STATUS_INVALID', { internal: 'not complete' });
  return {
    bytes: await bytesOf(context, plan.certificate_blob_key),
    fileName: `${plan.task_no}-certificate.pdf`,
    contentType: 'application/pdf',
  };
}

export async function readUpload(context: AppContext, viewer: ContractViewer, fileId: string): Promise<PlanFile> {
  const [row] = await context.database.query<{ file_name: string; blob_key: string; content_type: string }>(
    'SELECT file_name, blob_key, content_type FROM contract_uploads WHERE id = $1 AND owner_account_id = $2',
    [fileId, viewer.accountId],
  );
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
  return { bytes: await bytesOf(context, row.blob_key), fileName: row.file_name, contentType: row.content_type };
}
