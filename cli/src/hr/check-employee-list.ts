// Every row of the list checked before anything is created on the server: a missing column is
// said once (named as the reader would write it: 手机号 in Chinese, mobile in English), each bad
// row with the row number Excel shows; an Open API app must also give every row a business ID.
// Any problem: exit 2, nothing sent; with --json the problems are in the error object.
import {
  HR_MAX_ROWS,
  HR_ROW_PROBLEM_TEXTS,
  hrColumnName,
  type THrEmployeeRow,
  type THrRowIssue,
} from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import type { HrClient } from './hr-client';
import { HrListError } from './hr-list-error';
import { readEmployeeList, type EmployeeList } from './read-employee-list';

export interface CheckedList {
  rows: THrEmployeeRow[];
  /** The Excel row of each of `rows`. */
  sheetRows: number[];
}

/** Rows without a business ID, when an Open API app sends (the server would refuse them: 75100003). */
function openApiIssues(list: EmployeeList, sheetRows: number[]): THrRowIssue[] {
  const missing = list.rows.flatMap((row, index) => (row.businessId ? [] : [sheetRows[index]!]));
  if (missing.length === 0) return [];
  // No row has one: the column is missing (or empty), said once.
  if (missing.length === list.rows.length) return [{ row: 1, column: 'businessId', problem: 'COLUMN_MISSING' }];
  return missing.map((row) => ({ row, column: 'businessId', problem: 'BUSINESS_ID_MISSING' as const }));
}

export function describeIssue(context: CommandContext, issue: THrRowIssue, list: EmployeeList): string {
  const column = hrColumnName(issue.column, context.language, list.columns);
  if (issue.problem === 'COLUMN_MISSING') return context.t('hrColumnMissing', { column });
  const problem = HR_ROW_PROBLEM_TEXTS[issue.problem][context.language];
  const value = issue.value ? ` (${issue.value})` : '';
  return context.t('hrRowProblem', { row: issue.row, column, problem: problem + value });
}

export async function checkEmployeeList(
  context: CommandContext,
  io: CliIo,
  client: HrClient,
  file: string,
  templateId: string,
  options: { json?: boolean } = {},
): Promise<CheckedList> {
  const list = await readEmployeeList(context, client, file, templateId);
  const sheetRows = list.sheetRows ?? list.rows.map((_, index) => index + 2);
  if (list.rows.length === 0 && list.issues.length === 0) throw new CliError(context.t('hrNoRows'), EXIT.usage);
  if (list.rows.length > HR_MAX_ROWS)
    throw new CliError(context.t('hrTooManyRows', { rows: list.rows.length, max: HR_MAX_ROWS }), EXIT.usage);
  const issues = [...list.issues, ...(client.openApi ? openApiIssues(list, sheetRows) : [])];
  if (issues.length > 0) {
    const described = issues.map((issue) => ({ ...issue, message: describeIssue(context, issue, list) }));
    // With --json the problems travel in the error object instead of as lines.
    if (!options.json) for (const issue of described) io.err(issue.message);
    throw new HrListError(context.t('hrRowsInvalid', { count: issues.length }), 'HR_LIST_INVALID', {
      issues: described,
    });
  }
  return { rows: list.rows, sheetRows };
}
