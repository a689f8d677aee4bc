// The employee list of `ecsign hr send`: a CSV is read and checked here (UTF-8 or the GBK Excel
// writes in China), an XLSX is parsed by the server (hr/batch/parse) — nothing is stored by either.
// Answers the rows and every row's problems.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { ApiClient } from '@ecsign/core/api';
import {
  parseCsvText,
  tableToEmployeeRows,
  ZHrParseReply,
  ZHrTemplateColumns,
  type THrParseReply,
} from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import type { CommandContext } from '../command-context';

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export async function readEmployeeList(
  context: CommandContext,
  client: { api: ApiClient; base: string },
  file: string,
  templateId: string,
): Promise<THrParseReply> {
  const kind = extname(file).toLowerCase();
  if (kind !== '.csv' && kind !== '.xlsx') throw new CliError(context.t('hrFileType', { file }), EXIT.usage);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch {
    throw new CliError(context.t('hrFileUnreadable', { file }), EXIT.usage);
  }
  if (kind === '.xlsx') {
    const form = new FormData();
    form.append('file', new Blob([bytes.slice().buffer as ArrayBuffer]), file);
    return client.api.request(
      { method: 'POST', path: `${client.base}/parse`, query: { templateId }, multipart: form },
      ZHrParseReply,
    );
  }
  const { columns } = await client.api.request(
    { method: 'GET', path: `${client.base}/columns`, query: { templateId } },
    ZHrTemplateColumns,
  );
  return tableToEmployeeRows(parseCsvText(decode(bytes)), columns);
}
