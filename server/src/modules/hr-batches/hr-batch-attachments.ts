// Attachments of an HR batch: files uploaded first (POST hr/batch/attachments — stored like the
// contract module's attachment uploads, so over 8 MB is 75100011 and an empty file is refused),
// then named by the batch at creation (at most 100: 75100010; a file that is not the caller's own
// attachment upload is ATTACHMENT_NOT_FOUND). Every contract of the batch carries them, in order:
// `hrBatchPlanAttachments` gives them in the shape writePlan takes.
import { AppError } from '@ecsign/core/errors';
import type { THrAttachmentRef, TUploadedFile } from '@ecsign/core/model';
import { MAX_ATTACHMENTS } from '@ecsign/core/validation';
import type { AppContext } from '../../context';
import type { SqlRunner } from '../../db/open-database';
import { uploadContractFile } from '../contracts/upload-contract-file';
import { VIEWER_BY_ACCOUNT, viewerFromRow, type ViewerRow } from '../contracts/viewer-row';
import type { UploadRow } from '../contracts/write-plan';
import type { HrActor } from './hr-actor';

/** Before the schema: 101 attachments must get the catalogue's code, not a generic BAD_REQUEST. */
export function precheckHrAttachmentCount(body: unknown): void {
  const list = (body as { attachments?: unknown } | null)?.attachments;
  if (Array.isArray(list) && list.length > MAX_ATTACHMENTS)
    throw new AppError('ATTACHMENT_COUNT_EXCEEDED', { details: { max: MAX_ATTACHMENTS, count: list.length } });
}

export async function uploadHrAttachment(
  context: AppContext,
  actor: HrActor,
  file: { name: string; bytes: Uint8Array },
): Promise<TUploadedFile> {
  // The upload belongs to the actor's account (an app acts through its creator's), as the
  // contract module's own uploads do; the lookup reads only the account and the user.
  const [row] = await context.database.query<ViewerRow>(VIEWER_BY_ACCOUNT, [actor.accountId, actor.userId]);
  if (!row) throw new AppError('SESSION_EXPIRED', { internal: 'HR actor account gone' });
  return uploadContractFile(context, viewerFromRow(row), {
    kind: 'ATTACHMENT',
    fileName: file.name,
    bytes: file.bytes,
  });
}

/** Names the attachments of a new batch, inside its creating transaction. */
export async function attachToBatch(
  tx: SqlRunner,
  actor: HrActor,
  batchId: string,
  refs: readonly THrAttachmentRef[],
): Promise<void> {
  if (refs.length > MAX_ATTACHMENTS) throw new AppError('ATTACHMENT_COUNT_EXCEEDED');
  for (const [idx, ref] of refs.entries()) {
    const [upload] = await tx.query<{ file_name: string }>(
      "SELECT file_name FROM contract_uploads WHERE id = $1 AND owner_account_id = $2 AND kind = 'ATTACHMENT'",
      [ref.fileId, actor.accountId],
    );
    if (!upload) throw new AppError('ATTACHMENT_NOT_FOUND', { details: { fileId: ref.fileId } });
    await tx.query('INSERT INTO hr_batch_attachments (batch_id, idx, upload_id, name) VALUES ($1, $2, $3, $4)', [
      batchId,
      idx,
      ref.fileId,
      ref.name ?? upload.file_name,
    ]);
  }
}

/** The batch's attachments as writePlan's `attachments` input, in their order. */
export async function hrBatchPlanAttachments(
  db: SqlRunner,
  batchId: string,
): Promise<{ name: string; upload: UploadRow }[]> {
  const rows = await db.query<UploadRow & { attachment_name: string }>(
    `SELECT a.name AS attachment_name, u.id, u.kind, u.file_name, u.blob_key, u.content_type,
            u.file_size::float8 AS file_size, u.sha256, u.pages
       FROM hr_batch_attachments a JOIN contract_uploads u ON u.id = a.upload_id
      WHERE a.batch_id = $1 ORDER BY a.idx`,
    [batchId],
  );
  return rows.map(({ attachment_name: name, ...upload }) => ({ name, upload }));
}
