// `ecsign hr …`: HR batch contracts from the terminal. `send` checks every row first (each bad row
// printed, exit 2, nothing sent), creates the batch in chunks, starts it now or at --at, and with
// --wait follows it to the end (exit 1 when rows failed). `status`, `results [--out DIR]` (the
// signed PDFs), `pause`, `resume`, `cancel` act on an existing batch.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ZLocalDateTime } from '@ecsign/core/model';
import {
  HR_MAX_ROWS,
  HR_ROW_PROBLEM_TEXTS,
  HR_ROWS_PER_REQUEST,
  ZHrBatchView,
  ZHrRowPage,
  type THrBatchView,
  type THrRowView,
} from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import { writeFileAtomically } from '../sign/write-file-atomically';
import { hrClient, type HrClient } from '../hr/hr-client';
import { readEmployeeList } from '../hr/read-employee-list';
import { waitForBatch } from '../hr/wait-for-batch';

export type HrFormat = 'text' | 'json';

export interface HrSendOptions {
  template: string;
  rows: string;
  name?: string;
  deadline?: string;
  at?: string;
  wait?: boolean;
  dryRun?: boolean;
  format?: HrFormat;
}

function describe(context: CommandContext, batch: THrBatchView): string {
  const control = batch.control === 'RUNNING' ? '' : ` (${context.t(`hrControl${batch.control}`)})`;
  return [
    `${batch.batchId}  ${batch.taskName}  ${context.t(`hrState${batch.state}`)}${control}`,
    context.t('hrProgress', { sent: batch.sentCount, failed: batch.failedCount, total: batch.rowCount }),
    ...(batch.startTime ? [context.t('hrBatchScheduled', { time: batch.startTime })] : []),
  ].join('\n');
}

async function allRows(client: HrClient, batchId: string, status?: THrRowView['status']): Promise<THrRowView[]> {
  const rows: THrRowView[] = [];
  for (let current = 1; ; current += 1) {
    const page = await client.api.request(
      { method: 'GET', path: `${client.base}/${batchId}/rows`, query: { current, size: 1000, status } },
      ZHrRowPage,
    );
    rows.push(...page.records);
    if (rows.length >= page.total || page.records.length === 0) return rows;
  }
}

function failedLines(rows: THrRowView[]): string[] {
  return rows.map(
    (row) => `  #${row.index} ${row.businessId} ${row.name}: ${row.errorMessage ?? ''} (${row.errorStatus ?? ''})`,
  );
}

export async function hrSend(context: CommandContext, io: CliIo, options: HrSendOptions): Promise<string> {
  if (options.at && !ZLocalDateTime.safeParse(options.at).success)
    throw new CliError(context.t('hrAtInvalid'), EXIT.usage);
  if (options.deadline && !ZLocalDateTime.safeParse(options.deadline).success)
    throw new CliError(context.t('hrAtInvalid'), EXIT.usage);
  const client = await hrClient(context, io);
  const { rows, issues } = await readEmployeeList(context, client, options.rows, options.template);
  if (rows.length > HR_MAX_ROWS) throw new CliError(`${rows.length} > ${HR_MAX_ROWS}`, EXIT.usage);
  if (issues.length > 0) {
    for (const issue of issues) {
      const problem = HR_ROW_PROBLEM_TEXTS[issue.problem][context.language];
      const value = issue.value ? ` (${issue.value})` : '';
      io.err(context.t('hrRowProblem', { row: issue.row, column: issue.column, problem: problem + value }));
    }
    throw new CliError(context.t('hrRowsInvalid', { count: issues.length }), EXIT.usage);
  }
  if (options.dryRun) return context.t('hrRowsValid', { count: rows.length });

  const [first, ...rest] = Array.from({ length: Math.ceil(rows.length / HR_ROWS_PER_REQUEST) }, (_, i) =>
    rows.slice(i * HR_ROWS_PER_REQUEST, (i + 1) * HR_ROWS_PER_REQUEST),
  );
  let batch = await client.api.request(
    {
      method: 'POST',
      path: client.base,
      json: {
        templateId: options.template,
        taskName: options.name ?? options.rows.replace(/^.*[\\/]/, '').replace(/\.\w+$/, ''),
        ...(options.deadline ? { endTime: options.deadline } : {}),
        rows: first ?? [],
      },
    },
    ZHrBatchView,
  );
  for (const chunk of rest) {
    batch = await client.api.request(
      { method: 'POST', path: `${client.base}/${batch.batchId}/rows`, json: { rows: chunk } },
      ZHrBatchView,
    );
  }
  batch = await client.api.request(
    {
      method: 'POST',
      path: `${client.base}/${batch.batchId}/start`,
      json: options.at ? { startTime: options.at } : {},
    },
    ZHrBatchView,
  );
  if (options.format !== 'json') io.err(context.t('hrBatchCreated', { batchId: batch.batchId, count: batch.rowCount }));
  if (options.wait)
    batch = await waitForBatch(context, io, client, batch.batchId, { quiet: options.format === 'json' });
  return finish(context, client, batch, options.format);
}

/** The batch's summary (and failed rows); exit 1 when any row failed. */
async function finish(context: CommandContext, client: HrClient, batch: THrBatchView, format?: HrFormat) {
  const failed = batch.failedCount > 0 ? await allRows(client, batch.batchId, 'FAILED') : [];
  const text =
    format === 'json'
      ? JSON.stringify({ batch, failed }, null, 2)
      : [describe(context, batch), ...failedLines(failed)].join('\n');
  if (failed.length > 0)
    throw new CliError(`${text}\n${context.t('hrRowsFailed', { count: failed.length })}`, EXIT.failure);
  return text;
}

export async function hrStatus(
  context: CommandContext,
  io: CliIo,
  batchId: string,
  options: { format?: HrFormat; wait?: boolean },
): Promise<string> {
  const client = await hrClient(context, io);
  const batch = options.wait
    ? await waitForBatch(context, io, client, batchId, { quiet: options.format === 'json' })
    : await client.api.request({ method: 'GET', path: `${client.base}/${batchId}` }, ZHrBatchView);
  return finish(context, client, batch, options.format);
}

export async function hrResults(
  context: CommandContext,
  io: CliIo,
  batchId: string,
  options: { format?: HrFormat; out?: string },
): Promise<string> {
  const client = await hrClient(context, io);
  const rows = await allRows(client, batchId);
  let downloaded = 0;
  if (options.out) {
    await mkdir(options.out, { recursive: true });
    for (const row of rows.filter((r) => r.status === 'SENT')) {
      const file = await client.api.download({
        method: 'GET',
        path: `${client.base}/${batchId}/rows/${row.rowId}/pdf`,
        ecType: 'pdfDownload',
      });
      await writeFileAtomically(join(options.out, `${row.businessId}.pdf`), file.bytes);
      downloaded += 1;
    }
  }
  if (options.format === 'json') return JSON.stringify({ rows, downloaded }, null, 2);
  const lines = rows.map((r) =>
    `#${r.index}\t${r.businessId}\t${r.name}\t${r.status}\t${r.taskNo ?? ''}\t${r.errorMessage ?? ''}`.trimEnd(),
  );
  if (options.out) lines.push(context.t('hrDownloaded', { count: downloaded, dir: options.out }));
  return lines.join('\n');
}

export async function hrControl(
  context: CommandContext,
  io: CliIo,
  action: 'pause' | 'resume' | 'cancel',
  batchId: string,
  options: { format?: HrFormat },
): Promise<string> {
  const client = await hrClient(context, io);
  const batch = await client.api.request(
    { method: 'POST', path: `${client.base}/${batchId}/${action}`, json: {} },
    ZHrBatchView,
  );
  return options.format === 'json' ? JSON.stringify(batch, null, 2) : describe(context, batch);
}
