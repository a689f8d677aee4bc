// The employee list of `ecsign hr send`: a CSV is read and checked here (UTF-8 or the GBK Excel
// writes in China), an XLSX is parsed by the server (the batch endpoints' parse) — nothing is stored by either.
// Answers the rows, every row's problems (rows numbered as Excel shows them) and the template's
// columns (messages name them). A CSV in any other encoding is refused once, with the hint to save
// it as UTF-8 or GBK, rather than read as nonsense.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  decodeEmployeeCsv,
  parseCsvText,
  tableToEmployeeRows,
  type THrColumn,
  type THrParseReply,
} from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import type { CommandContext } from '../command-context';
import type { HrClient } from './hr-client';
import { HrListError } from './hr-list-error';

function decode(context: CommandContext, bytes: Uint8Array, file: string): string {
  const decoded = decodeEmployeeCsv(bytes);
  if (decoded.ok) return decoded.text;
  const details = { file, encoding: decoded.encoding, ...(decoded.line ? { line: decoded.line } : {}) };
  const message =
    decoded.encoding === 'UTF-16'
      ? context.t('hrListUtf16', { file })
      : context.t('hrListEncoding', { file, line: decoded.line ?? 1 });
  throw new HrListError(message, 'HR_LIST_ENCODING', details);
}

export type EmployeeList = THrParseReply & { columns: THrColumn[] };

export async function readEmployeeList(
  context: CommandContext,
  client: Pick<HrClient, 'api' | 'batch'>,
  file: string,
  templateId: string,
): Promise<EmployeeList> {
  const kind = extname(file).toLowerCase();
  if (kind !== '.csv' && kind !== '.xlsx') throw new CliError(context.t('hrFileType', { file }), EXIT.usage);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch {
    throw new CliError(context.t('hrFileUnreadable', { file }), EXIT.usage);
  }
  // Decoded first: an encoding problem needs no server to be told.
  const text = kind === '.csv' ? decode(context, bytes, file) : '';
  const { columns } = await client.api.call(client.batch.columns, { query: { templateId } });
  if (kind === '.xlsx') {
    // Sent as a File: the server reads the workbook's kind from the part's file name.
    const workbook = new File([bytes.slice().buffer as ArrayBuffer], file);
    const parsed = await client.api.call(client.batch.parse, { query: { templateId }, files: { file: workbook } });
    return { ...parsed, columns };
  }
  return { ...tableToEmployeeRows(parseCsvText(text), columns), columns };
}
