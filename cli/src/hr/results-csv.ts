// The results file `ecsign hr send` writes when a batch ends: one line per row (numbered as Excel
// shows it in the list sent) with its status, task number and failure reason. UTF-8 with a BOM so that Excel in a Chinese locale opens it correctly;
// cells quoted per RFC 4180, and a leading = + - @ neutralised so no cell runs as a formula.
import { basename, dirname, extname, join } from 'node:path';
import type { THrRowView } from '@ecsign/core/model';

const HEADER = ['row', 'businessId', 'name', 'mobile', 'status', 'taskNo', 'planId', 'errorStatus', 'errorMessage'];

function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `sheetRow` gives a row's number in the list as Excel shows it; the batch's own count otherwise. */
export function resultsCsv(
  rows: readonly THrRowView[],
  sheetRow: (businessId: string) => number | undefined = () => undefined,
): string {
  const lines = rows.map((row) =>
    [
      sheetRow(row.businessId) ?? row.index,
      row.businessId,
      row.name,
      row.mobile,
      row.status,
      row.taskNo,
      row.planId,
      row.errorStatus,
      row.errorMessage,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

/** `staff/employees.csv` → `staff/employees-results.csv`. */
export function defaultResultsPath(listFile: string): string {
  return join(dirname(listFile), `${basename(listFile, extname(listFile))}-results.csv`);
}
