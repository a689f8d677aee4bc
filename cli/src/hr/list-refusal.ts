// The server's refusals of a list's rows, as list errors (exit 2, nothing sent) rather than
// failures of the run: a business ID registered with other data (6400005, the rows named as Excel
// shows them) and rows without a business ID from an Open API app (75100003).
import { isAppError } from '@ecsign/core/errors';
import type { THrEmployeeRow } from '@ecsign/core/model';
import type { CommandContext } from '../command-context';
import { HrListError } from './hr-list-error';

const LIST_CODES = new Set(['BUSINESS_ID_CHANGED', 'OPEN_API_BUSINESS_ID_MISSING']);

export function listRefusal(
  context: CommandContext,
  error: unknown,
  list: { rows: readonly THrEmployeeRow[]; sheetRows: readonly number[] },
): HrListError | undefined {
  if (!isAppError(error) || !LIST_CODES.has(error.code)) return undefined;
  const conflicts = (error.details as { rows?: unknown } | null)?.rows;
  const sheetRows = Array.isArray(conflicts)
    ? conflicts.flatMap((conflict) => {
        const businessId = (conflict as { businessId?: unknown } | null)?.businessId;
        const index = list.rows.findIndex((row) => row.businessId === businessId);
        return index >= 0 ? [list.sheetRows[index]!] : [];
      })
    : [];
  const rows = sheetRows.length > 0 ? ` (${context.t('hrColRow')} ${sheetRows.join(', ')})` : '';
  return new HrListError(
    context.t('hrListRefused', { message: `${error.userMessage(context.language)}${rows}` }),
    error.code,
    { status: error.status, ...(sheetRows.length > 0 ? { rows: sheetRows } : {}), server: error.details },
  );
}
