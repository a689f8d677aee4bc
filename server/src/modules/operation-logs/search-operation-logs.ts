// Searches the operation log: by actor (part of the name or an exact user id), action (part of it),
// time range (at most 90 days, LOG_RANGE_EXCEEDED; without `from`, the 90 days up to `to`) and
// outcome, newest first. The page and the CSV export share this query.
import { AppError } from '@ecsign/core/errors';
import { OPERATION_LOG_MAX_RANGE_DAYS, type TOperationLogFilter, type TOperationLogRecord } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import type { TLogScope } from './log-viewer';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Row {
  id: string;
  at: Date;
  user_id: string | null;
  user_name: string | null;
  account_id: string | null;
  enterprise_id: string | null;
  enterprise_name: string | null;
  method: string;
  route: string;
  action: string;
  target_id: string | null;
  http_status: number;
  status: number | null;
  ip: string | null;
  user_agent: string | null;
  total?: string;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A reply is a success when HTTP and the envelope both say so (a non-envelope 2xx counts too). */
const SUCCESS_SQL = '(l.http_status < 400 AND (l.status IS NULL OR l.status = 200))';

function where(context: AppContext, scope: TLogScope, filter: TOperationLogFilter) {
  const to = filter.to ?? context.now();
  const from = filter.from ?? new Date(to.getTime() - OPERATION_LOG_MAX_RANGE_DAYS * DAY_MS);
  if (from > to) throw new AppError('BAD_REQUEST', { internal: 'from after to' });
  if (to.getTime() - from.getTime() > OPERATION_LOG_MAX_RANGE_DAYS * DAY_MS) throw new AppError('LOG_RANGE_EXCEEDED');
  const params: unknown[] = [from, to];
  const clauses = ['l.at >= $1', 'l.at <= $2'];
  if (scope.kind === 'ENTERPRISE') {
    params.push(scope.enterpriseId);
    clauses.push(`l.enterprise_id = $${params.length}`);
  }
  if (filter.user) {
    params.push(filter.user, like(filter.user));
    clauses.push(`(l.user_id = $${params.length - 1} OR l.user_name ILIKE $${params.length})`);
  }
  if (filter.action) {
    params.push(like(filter.action));
    clauses.push(`l.action ILIKE $${params.length}`);
  }
  if (filter.outcome) clauses.push(filter.outcome === 'SUCCESS' ? SUCCESS_SQL : `NOT ${SUCCESS_SQL}`);
  return { sql: clauses.join(' AND '), params };
}

function record(row: Row): TOperationLogRecord {
  const success = row.http_status < 400 && (row.status === null || row.status === 200);
  return Object.freeze({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    userName: row.user_name,
    accountId: row.account_id,
    enterpriseId: row.enterprise_id,
    enterpriseName: row.enterprise_name,
    method: row.method,
    route: row.route,
    action: row.action,
    targetId: row.target_id,
    httpStatus: row.http_status,
    status: row.status,
    outcome: success ? 'SUCCESS' : 'FAILURE',
    ip: row.ip,
    userAgent: row.user_agent,
  });
}

export async function searchOperationLogs(
  context: AppContext,
  scope: TLogScope,
  filter: TOperationLogFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; records: TOperationLogRecord[] }> {
  const { sql, params } = where(context, scope, filter);
  const rows = await context.database.query<Row>(
    `SELECT l.*, e.name AS enterprise_name, count(*) OVER () AS total
       FROM operation_logs l LEFT JOIN enterprises e ON e.id = l.enterprise_id
      WHERE ${sql}
      ORDER BY l.at DESC, l.id DESC
      LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
    params,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page: the window count has no row to ride on.
    const [count] = await context.database.query<{ n: string }>(
      `SELECT count(*) AS n FROM operation_logs l WHERE ${sql}`,
      params,
    );
    total = Number(count?.n ?? 0);
  }
  return { total, records: rows.map(record) };
}
