// The job of a chunk of an HR batch's rows ('hr-batch-rows'): what the rows share is loaded once
// (hr-batch-signing.ts), each row is filled and pre-signed (a few at a time, so blob writes and the
// TSA's database sequence overlap the CPU work), then one transaction commits every row's plan and
// every refusal together (commit-hr-row.ts); an employee not registered yet is invited by SMS. A
// row the business rules refuse (a value the template rejects …) becomes FAILED with the catalogue's code and text.
// An unexpected failure of a row makes the queue retry the chunk — the rows committed meanwhile
// are no longer WAITING and are skipped — and on the last attempt the row is recorded as failed
// too, so a batch always finishes. The one-row job of earlier versions ('hr-batch-row') runs as a
// chunk of one, so jobs queued before an upgrade still finish.
import { AppError } from '@ecsign/core/errors';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import type { Job } from '../../jobs/job-queue';
import { personKey } from '../contracts/contract-viewer';
import { invitedParty, type ResolvedParty } from '../contracts/resolve-parties';
import { commitHrRows, type PreparedRow, type RefusedRow } from './commit-hr-row';
import { loadBatchFacts, loadBatchSigning, type HrBatchSigning } from './hr-batch-signing';
import { prepareRowDocument } from './prepare-row-document';

export const HR_ROWS_QUEUE = 'hr-batch-rows';
/** The queue of one-row jobs sent by earlier versions. */
export const HR_ROW_QUEUE = 'hr-batch-row';
export const HR_ROW_RETRY_LIMIT = 3;
/**
 * Rows of one chunk in PDF work at once: with the work on worker threads (row-pdf-pool.ts) a row
 * spends much of its time waiting — for a thread, for the TSA's and the key's answers from the
 * event loop, for its blob write — so eight keep the threads busy; a row's PDF is ~100 KB.
 */
const ROWS_AT_ONCE = 8;

export interface HrRowsJob {
  batchId: string;
  rowIds: string[];
}

export interface HrRowJob {
  batchId: string;
  rowId: string;
}

interface RowState {
  id: string;
  name: string;
  mobile: string;
  field_values: Record<string, string>;
}

const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.httpStatus < 500;
const asFailure = (error: unknown) =>
  error instanceof AppError ? error : new AppError('OPERATION_FAILED', { internal: String(error) });

export async function processHrRow(context: AppContext, job: Job<HrRowJob>): Promise<unknown> {
  return processHrRows(context, { ...job, data: { batchId: job.data.batchId, rowIds: [job.data.rowId] } });
}

export async function processHrRows(context: AppContext, job: Job<HrRowsJob>): Promise<unknown> {
  const batch = await loadBatchFacts(context, job.data.batchId);
  // Paused (resume sends the rows again), cancelled, or gone.
  if (!batch || batch.control !== 'RUNNING') return { skipped: batch?.control ?? 'missing' };
  // By primary key: `id = ANY(ARRAY(…))` computes the list first and looks each id up, where
  // `id IN (SELECT …)` read every WAITING row of the batch for each chunk — most of PostgreSQL's
  // time in a 10,000-row batch. (An array parameter would not do: the transaction runner binds
  // a JavaScript array as a list of parameters.)
  const rows = await context.database.query<RowState>(
    `SELECT id, name, mobile, field_values FROM hr_batch_rows
      WHERE id = ANY(ARRAY(SELECT jsonb_array_elements_text($2::jsonb))) AND batch_id = $1 AND status = 'WAITING' ORDER BY idx`,
    [batch.id, JSON.stringify(job.data.rowIds)],
  );
  // Every row done already: a repeated delivery.
  if (rows.length === 0) return { skipped: 'done' };
  await markProcessing(context, batch.id);
  const lastAttempt = job.retryCount >= HR_ROW_RETRY_LIMIT;

  let signing: HrBatchSigning;
  try {
    signing = await loadBatchSigning(context, batch);
  } catch (error) {
    // Concerns every row alike: all fail now (a refusal, or the last attempt), or the chunk retries.
    if (!isRefusal(error) && !lastAttempt) throw error;
    const failure = asFailure(error);
    await commitHrRows(context, batch, undefined, {
      prepared: [],
      refused: rows.map((row) => ({ rowId: row.id, error: failure })),
    });
    return { failed: rows.length };
  }

  const employees = await employeesByMobile(context, rows);
  const prepared: PreparedRow[] = [];
  const refused: RefusedRow[] = [];
  const broken: unknown[] = [];
  await eachAtOnce(rows, ROWS_AT_ONCE, async (row) => {
    // An employee without an account is invited by mobile number (resolveParty's rule for a form).
    const employee = employees.get(row.mobile) ?? invitedParty(row.name, row.mobile);
    try {
      const document = await prepareRowDocument(context, signing, { id: row.id, values: row.field_values });
      prepared.push({ row, employee, document });
    } catch (error) {
      if (isRefusal(error) || lastAttempt) refused.push({ rowId: row.id, error: asFailure(error) });
      else broken.push(error);
    }
  });

  let committed: Map<string, string>;
  try {
    committed = await commitHrRows(context, batch, signing, { prepared, refused });
  } catch (error) {
    await deleteBlobs(context, prepared);
    if (!lastAttempt) throw error;
    // The last attempt: the chunk's rows end as failed rather than waiting for ever.
    const failure = asFailure(error);
    await commitHrRows(context, batch, undefined, {
      prepared: [],
      refused: rows.map((row) => ({ rowId: row.id, error: failure })),
    });
    return { failed: rows.length };
  }
  // Prepared for rows that changed meanwhile (a cancel, another attempt committed first).
  await deleteBlobs(
    context,
    prepared.filter((p) => !committed.has(p.row.id)),
  );
  // Rows that broke unexpectedly: the queue retries the chunk; the committed rows are skipped then.
  if (broken.length > 0) throw broken[0];
  return { sent: committed.size, failed: refused.length };
}

async function markProcessing(context: AppContext, batchId: string): Promise<void> {
  await context.database.query(
    `UPDATE hr_batches SET state = 'PROCESSING', updated_at = $2 WHERE id = $1 AND state = 'WAITING_SEND'`,
    [batchId, context.now()],
  );
}

/**
 * The employees by mobile number, as resolveParty finds a person (verification is not required yet).
 * The personal account is checked per user found, in a sub-select the planner cannot turn into a
 * join: as a join (or EXISTS) PostgreSQL read every personal account of the installation for each
 * chunk whenever its statistics were older than the employees just registered — 10,000 accounts
 * read per chunk of 50 in a 10,000-row batch, so the cost grew with the square of the batch.
 * This way it is the chunk's users by the mobile index and one account lookup each.
 */
async function employeesByMobile(context: AppContext, rows: RowState[]): Promise<Map<string, ResolvedParty>> {
  const users = await context.database.query<{ id: string; name: string; mobile: string }>(
    `SELECT u.id, u.name, u.mobile FROM users u
      WHERE u.mobile = ANY(ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))
        AND (SELECT p.id FROM accounts p WHERE p.user_id = u.id AND p.account_type = 'PERSONAL') IS NOT NULL`,
    [JSON.stringify([...new Set(rows.map((row) => row.mobile))])],
  );
  const byMobile = new Map<string, ResolvedParty>();
  for (const user of users) {
    if (byMobile.has(user.mobile)) continue;
    byMobile.set(user.mobile, {
      subjectType: 'PERSONAL',
      name: user.name,
      mobile: user.mobile,
      enterpriseName: null,
      userId: user.id,
      enterpriseId: null,
      partyKey: personKey(user.id),
    });
  }
  return byMobile;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachAtOnce<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function deleteBlobs(context: AppContext, prepared: PreparedRow[]): Promise<void> {
  const blobs = blobStoreOf(context);
  await Promise.all(prepared.map((p) => blobs.delete(p.document.blobKey).catch(() => undefined)));
}
