// A batch as its owner sees it (progress counts, states) and its rows as results; another
// enterprise's batch is NOT_FOUND, never data.
import { AppError } from '@ecsign/core/errors';
import type { THrBatchView, THrRowQuery, THrRowView } from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';

export interface BatchRow {
  id: string;
  enterprise_id: string;
  created_by_account_id: string;
  template_id: string;
  task_name: string;
  end_time: string | null;
  send_time_state: 'ENABLE' | 'DISABLE';
  start_time: string | null;
  state: THrBatchView['state'];
  control: THrBatchView['control'];
  started: boolean;
  generation: number;
  row_count: number;
  sent_count: number;
  failed_count: number;
  cancelled_count: number;
  rows_received?: number | null;
  rows_digest?: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  /** Only where a view reads it (readBatch, listBatches); the row paths never need it. */
  attachment_count?: number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function loadBatch(db: SqlRunner, enterpriseId: string, batchId: string, lock = false): Promise<BatchRow> {
  const [row] = await db.query<BatchRow>(
    `SELECT * FROM hr_batches WHERE id = $1 AND enterprise_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [batchId, enterpriseId],
  );
  if (!row) throw new AppError('NOT_FOUND', { internal: 'no such HR batch in this enterprise' });
  return row;
}

export function batchView(row: BatchRow): THrBatchView {
  return {
    batchId: row.id,
    templateId: row.template_id,
    taskName: row.task_name,
    state: row.state,
    control: row.control,
    started: row.started,
    sendTimeState: row.send_time_state,
    startTime: row.start_time,
    endTime: row.end_time,
    rowCount: row.row_count,
    waitingCount: row.row_count - row.sent_count - row.failed_count - row.cancelled_count,
    sentCount: row.sent_count,
    failedCount: row.failed_count,
    cancelledCount: row.cancelled_count,
    ...(row.attachment_count === undefined ? {} : { attachmentCount: row.attachment_count }),
    rowsReceived: row.rows_received ?? null,
    rowsDigest: row.rows_digest ?? null,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  };
}

const ATTACHMENT_COUNT =
  '(SELECT count(*)::int FROM hr_batch_attachments a WHERE a.batch_id = b.id) AS attachment_count';

export async function readBatch(db: SqlRunner, enterpriseId: string, batchId: string): Promise<THrBatchView> {
  const [row] = await db.query<BatchRow>(
    `SELECT b.*, ${ATTACHMENT_COUNT} FROM hr_batches b WHERE b.id = $1 AND b.enterprise_id = $2`,
    [batchId, enterpriseId],
  );
  if (!row) throw new AppError('NOT_FOUND', { internal: 'no such HR batch in this enterprise' });
  return batchView(row);
}

export async function listBatches(db: SqlRunner, enterpriseId: string, current: number, size: number) {
  const rows = await db.query<BatchRow>(
    `SELECT b.*, ${ATTACHMENT_COUNT} FROM hr_batches b WHERE b.enterprise_id = $1
      ORDER BY b.created_at DESC, b.id LIMIT $2 OFFSET $3`,
    [enterpriseId, size, (current - 1) * size],
  );
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM hr_batches WHERE enterprise_id = $1', [
    enterpriseId,
  ]);
  return { total: count?.n ?? 0, records: rows.map(batchView), current };
}

export async function listBatchRows(
  db: SqlRunner,
  enterpriseId: string,
  batchId: string,
  query: { current: number; size: number; status?: THrRowQuery['status'] },
) {
  await loadBatch(db, enterpriseId, batchId);
  const filter = query.status ? ' AND r.status = $4' : '';
  const params: unknown[] = [batchId, query.size, (query.current - 1) * query.size];
  if (query.status) params.push(query.status);
  const rows = await db.query<{
    id: string;
    idx: number;
    business_id: string;
    name: string;
    mobile: string;
    status: THrRowView['status'];
    plan_id: string | null;
    task_no: string | null;
    plan_status: number | null;
    error_status: number | null;
    error_message: string | null;
  }>(
    `SELECT r.id, r.idx, r.business_id, r.name, r.mobile, r.status, r.plan_id, p.task_no, p.status AS plan_status,
            r.error_status, r.error_message
       FROM hr_batch_rows r LEFT JOIN contract_plans p ON p.id = r.plan_id
      WHERE r.batch_id = $1${filter} ORDER BY r.idx LIMIT $2 OFFSET $3`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM hr_batch_rows r WHERE r.batch_id = $1${query.status ? ' AND r.status = $2' : ''}`,
    query.status ? [batchId, query.status] : [batchId],
  );
  const records: THrRowView[] = rows.map((r) => ({
    rowId: r.id,
    index: r.idx + 1,
    businessId: r.business_id,
    name: r.name,
    mobile: r.mobile,
    status: r.status,
    planId: r.plan_id,
    taskNo: r.task_no,
    planStatus: r.plan_status,
    errorStatus: r.error_status,
    errorMessage: r.error_message,
  }));
  return { total: count?.n ?? 0, records, current: query.current };
}
