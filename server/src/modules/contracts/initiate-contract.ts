// "Save as draft" and "send" (POST contract/plan/draft, contract/plan/send): checks the form, finds
// the uploads and the parties, and writes every plan (one, or one per batch recipient) in one
// transaction; then tells the first signatories (announce-to-signers.ts says when). Editing or sending a draft needs its version.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import {
  TASK_STATUS,
  type TContractDraftReply,
  type TContractInitiate,
  type TContractSendReply,
} from '@ecsign/core/model';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { contractTransaction } from './contract-transaction';
import { markToSignNoticeDue, sendDueToSignNotices, toSignNoticeDueAt } from './announce-to-signers';
import type { NoticeLog } from './contract-notices';
import type { ContractViewer } from './contract-viewer';
import { storedReply, storeReply } from './idempotent-request';
import { pickedProcess, recordPickedProcess } from './picked-process';
import { resolveCc, resolveParty } from './resolve-parties';
import { sha256Hex } from './sha256-hex';
import { stampWatermark } from './stamp-watermark';
import { checkPositions, validateInitiation } from './validate-initiation';
import { writePlan, type PlanCopy, type UploadRow } from './write-plan';

export interface InitiateOptions {
  sending: boolean;
  ip: string | null;
  log?: NoticeLog;
}

export async function initiateContract(
  context: AppContext,
  viewer: ContractViewer,
  form: TContractInitiate,
  options: InitiateOptions,
): Promise<TContractSendReply | TContractDraftReply> {
  const action = options.sending ? 'SEND' : 'DRAFT';
  const replayed = await storedReply<TContractSendReply | TContractDraftReply>(
    context,
    viewer.accountId,
    form.requestId,
    action,
  );
  if (replayed) return replayed;
  const now = context.now();
  validateInitiation(form, { sending: options.sending, now });
  const { plan } = form;
  // The process is checked when sending (a draft may name one not enabled yet).
  const picked = options.sending ? await pickedProcess(context, viewer, plan.processId) : null;

  const reply = await contractTransaction(context, async (tx) => {
    const existing = form.planId ? await lockDraft(tx, viewer, form.planId, form.version) : undefined;
    let documents = await loadUploads(tx, viewer, plan.planSendDocumentVOList, 'DOCUMENT');
    if (options.sending && plan.watermarkState === 'ENABLE') documents = await watermarked(context, viewer, documents);
    const attachments = await loadUploads(
      tx,
      viewer,
      plan.planAttachedFileVoList.map((a) => ({ documentName: a.fileName, fileId: a.fileId })),
      'ATTACHMENT',
    );
    const pages = documents.map((d) => d.upload.pages ?? []);
    const copies: PlanCopy[] = [];
    if (options.sending) {
      for (const signatory of [...form.signatories, ...form.batchRecipients]) checkPositions(signatory, pages);
      const common = [];
      for (const input of form.signatories)
        common.push({ input, party: await resolveParty(tx, input, { requireVerified: true }) });
      const cc = [];
      for (const input of form.ccList) cc.push(await resolveCc(tx, input));
      if (form.kind === 'BATCH') {
        const batchId = randomUUID();
        for (const [index, input] of form.batchRecipients.entries()) {
          const party = await resolveParty(tx, input, { requireVerified: true });
          const planId = index === 0 && form.planId ? form.planId : randomUUID();
          copies.push({ planId, kind: 'BATCH', batchId, signatories: [...common, { input, party }], cc });
        }
      } else {
        copies.push({ planId: form.planId ?? randomUUID(), kind: form.kind, batchId: null, signatories: common, cc });
      }
      for (const copy of copies) {
        const keys = copy.signatories.map(({ party }) => party.partyKey);
        if (new Set(keys).size !== keys.length) throw new AppError('SIGNATORY_NOT_UNIQUE');
      }
    } else {
      copies.push({ planId: form.planId ?? randomUUID(), kind: form.kind, batchId: null, signatories: [], cc: [] });
    }
    const written = [];
    for (const copy of copies) {
      const isDraftRow = copy.planId === form.planId ? existing : undefined;
      written.push(
        await writePlan(tx, {
          viewer,
          form,
          documents,
          attachments,
          copy,
          sending: options.sending,
          existing: isDraftRow,
          now,
          ip: options.ip,
        }),
      );
    }
    if (options.sending) {
      await markToSignNoticeDue(
        tx,
        copies.map((c) => c.planId),
        toSignNoticeDueAt(plan, now),
      );
    }
    if (picked)
      await recordPickedProcess(
        tx,
        copies.map((c) => c.planId),
        picked,
      );
    const result: TContractSendReply | TContractDraftReply = options.sending
      ? {
          planIds: copies.map((c) => c.planId),
          taskNos: written.map((w) => w.taskNo),
          ...(copies[0]!.batchId ? { batchId: copies[0]!.batchId } : {}),
        }
      : { planId: copies[0]!.planId, version: written[0]!.version, taskNo: written[0]!.taskNo };
    await storeReply(tx, {
      accountId: viewer.accountId,
      requestId: form.requestId,
      action,
      planId: copies[0]!.planId,
      reply: result,
      at: now,
    });
    return result;
  });

  if (options.sending && 'planIds' in reply) {
    await sendDueToSignNotices(context, { planIds: reply.planIds, ...(options.log ? { log: options.log } : {}) });
  }
  return reply;
}

/** The plan asks for a watermark on the document: a stamped revision 0, its blob written first. */
async function watermarked(
  context: AppContext,
  viewer: ContractViewer,
  documents: { name: string; upload: UploadRow }[],
) {
  const result = [];
  for (const document of documents) {
    const original = await blobStoreOf(context).get(document.upload.blob_key);
    if (!original) throw new AppError('PDF_MISSING', { internal: document.upload.blob_key });
    const bytes = await stampWatermark(original, viewer.enterpriseName ?? viewer.name);
    const blobKey = `contracts/watermarked/${document.upload.id}-${randomUUID()}.pdf`;
    await blobStoreOf(context).put(blobKey, bytes, 'application/pdf');
    result.push({ ...document, upload: { ...document.upload, blob_key: blobKey, sha256: sha256Hex(bytes) } });
  }
  return result;
}

/** The caller's own draft at the version they read; anything else is not theirs to edit. */
async function lockDraft(tx: SqlRunner, viewer: ContractViewer, planId: string, version: number | undefined) {
  const [row] = await tx.query<{ task_no: string; version: number; status: number; initiator_account_id: string }>(
    'SELECT task_no, version, status, initiator_account_id FROM contract_plans WHERE id = $1 FOR UPDATE',
    [planId],
  );
  if (!row || row.initiator_account_id !== viewer.accountId) throw new AppError('PLAN_NOT_FOUND');
  if (row.status !== TASK_STATUS.DRAFT)
    throw new AppError('SIGNING_STATUS_INVALID', { internal: 'not a draft any more' });
  if (version === undefined || version !== row.version) throw new AppError('VERSION_CONFLICT');
  return { taskNo: row.task_no, version: row.version };
}

async function loadUploads(
  tx: SqlRunner,
  viewer: ContractViewer,
  files: { documentName: string; fileId: string }[],
  kind: 'DOCUMENT' | 'ATTACHMENT',
): Promise<{ name: string; upload: UploadRow }[]> {
  const result = [];
  for (const file of files) {
    const [upload] = await tx.query<UploadRow>(
      `SELECT id, kind, file_name, blob_key, content_type, file_size::float8 AS file_size, sha256, pages, converted
         FROM contract_uploads WHERE id = $1 AND owner_account_id = $2 AND kind = $3`,
      [file.fileId, viewer.accountId, kind],
    );
    if (!upload)
      throw new AppError(kind === 'DOCUMENT' ? 'DOCUMENT_NOT_FOUND' : 'ATTACHMENT_NOT_FOUND', {
        details: { fileId: file.fileId },
      });
    result.push({ name: file.documentName, upload });
  }
  return result;
}
