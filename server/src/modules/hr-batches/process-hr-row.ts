// The job of one HR row ('hr-batch-row', keyed by the enterprise's business id): fill, pre-sign,
// then commit the plan and the row's result together (commit-hr-row.ts). A row the business
// rules refuse (employee not registered, a value the template rejects …) becomes FAILED with the
// catalogue's code and text; an unexpected failure is retried by the queue and, on the last
// attempt, recorded as failed too, so a batch always finishes.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import type { Job } from '../../jobs/job-queue';
import { contractTransaction } from '../contracts/contract-transaction';
import { notifyContract, partyRecipients } from '../contracts/contract-notices';
import { contractViewer } from '../contracts/contract-viewer';
import { resolveParty } from '../contracts/resolve-parties';
import { blobStoreOf } from '../../blobs/blob-store-of';
import { COUNT_ROW_SQL, commitHrRow } from './commit-hr-row';
import { hrSealFor } from './hr-seal';
import { prepareRowDocument } from './prepare-row-document';

export const HR_ROW_QUEUE = 'hr-batch-row';
export const HR_ROW_RETRY_LIMIT = 3;

export interface HrRowJob {
  batchId: string;
  rowId: string;
}

interface RowState {
  id: string;
  batch_id: string;
  status: string;
  name: string;
  mobile: string;
  field_values: Record<string, string>;
  control: string;
  template_id: string;
  task_name: string;
  end_time: string | null;
  account_id: string;
  user_id: string;
  enterprise_name: string;
}

export async function processHrRow(context: AppContext, job: Job<HrRowJob>): Promise<unknown> {
  const [row] = await context.database.query<RowState>(
    `SELECT r.id, r.batch_id, r.status, r.name, r.mobile, r.field_values, b.control, b.template_id, b.task_name,
            b.end_time, b.created_by_account_id AS account_id, a.user_id, e.name AS enterprise_name
       FROM hr_batch_rows r JOIN hr_batches b ON b.id = r.batch_id
       JOIN accounts a ON a.id = b.created_by_account_id JOIN enterprises e ON e.id = b.enterprise_id
      WHERE r.id = $1 AND r.batch_id = $2`,
    [job.data.rowId, job.data.batchId],
  );
  // Done already (a repeated delivery), or paused (resume sends the row again) or cancelled.
  if (!row || row.status !== 'WAITING') return { skipped: row?.status ?? 'missing' };
  if (row.control !== 'RUNNING') return { skipped: row.control };
  await markProcessing(context, row.batch_id);
  let blobKey: string | undefined;
  try {
    // Cheap checks first: an employee without an account fails before any PDF work.
    await resolveParty(
      context.database,
      { subjectType: 'PERSONAL', name: row.name, mobile: row.mobile },
      {
        requireVerified: false,
      },
    );
    const seal = await hrSealFor(context, row.account_id);
    const viewer = await contractViewer(context, {
      sessionId: 'hr-batch',
      userId: row.user_id,
      accountId: row.account_id,
    });
    const document = await prepareRowDocument(context, {
      batchId: row.batch_id,
      rowId: row.id,
      templateId: row.template_id,
      values: row.field_values,
      accountId: row.account_id,
      enterpriseName: row.enterprise_name,
      taskName: row.task_name,
      seal,
    });
    blobKey = document.blobKey;
    const committed = await commitHrRow(context, { row, viewer, document, seal });
    if (!committed) {
      await blobStoreOf(context)
        .delete(document.blobKey)
        .catch(() => undefined);
      return { skipped: 'changed meanwhile' };
    }
    await notifyContract(context, {
      type: 'CONTRACT_TO_SIGN',
      planId: committed.planId,
      recipients: await partyRecipients(context, committed.planId, { role: 'SIGNATORY', todoOnly: true }),
      values: { contractName: row.task_name, initiatorName: row.enterprise_name, deadline: row.end_time ?? '' },
    }).catch(() => undefined);
    return { planId: committed.planId };
  } catch (error) {
    if (blobKey)
      await blobStoreOf(context)
        .delete(blobKey)
        .catch(() => undefined);
    const refused = error instanceof AppError && error.httpStatus < 500;
    if (!refused && job.retryCount < HR_ROW_RETRY_LIMIT) throw error;
    const failure = error instanceof AppError ? error : new AppError('OPERATION_FAILED', { internal: String(error) });
    await failRow(context, row.id, row.batch_id, failure);
    return { failed: failure.status };
  }
}

async function markProcessing(context: AppContext, batchId: string): Promise<void> {
  await context.database.query(
    `UPDATE hr_batches SET state = 'PROCESSING', updated_at = $2 WHERE id = $1 AND state = 'WAITING_SEND'`,
    [batchId, context.now()],
  );
}

/** The row's failure and the batch's count, once (only a WAITING row changes). */
async function failRow(context: AppContext, rowId: string, batchId: string, error: AppError): Promise<void> {
  const now = context.now();
  await contractTransaction(context, async (tx) => {
    await tx.query('SELECT id FROM hr_batches WHERE id = $1 FOR UPDATE', [batchId]);
    const changed = await tx.query(
      `UPDATE hr_batch_rows SET status = 'FAILED', error_status = $2, error_message = $3, updated_at = $4
        WHERE id = $1 AND status = 'WAITING' RETURNING id`,
      [rowId, error.status, error.userMessage(), now],
    );
    if (changed.length === 1) await tx.query(COUNT_ROW_SQL('failed_count'), [batchId, 1, now]);
  });
}
