// `ecsign hr …`: HR batch contracts from the terminal. `send LIST` checks every row first (each bad
// row printed, exit 2, nothing sent — no batch is created from a list that failed), uploads the
// rows in chunks (a spinner with a progress bar), starts the batch now or at --at, follows it to
// the end unless it is scheduled (--no-wait to return at once), then prints the summary table and
// writes a results CSV (exit 1 when rows failed). `--resume BATCH` sends the same list into a batch
// an interruption left behind: rows it holds are skipped, so nothing is sent twice, and a list that
// is not the batch's is refused (exit 2) before anything is sent or written. A list whose rows
// were all sent before is answered with the batch that holds them (exit 0). `status`,
// `results`, `download -o DIR` (the PDFs), `pause`, `resume`, `cancel` act on an existing batch.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ZLocalDateTime, type THrBatchView, type THrRowView } from '@ecsign/core/model';
import { CliError, EXIT } from '../cli-error';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import { writeFileAtomically } from '../sign/write-file-atomically';
import { hrClient, type HrClient } from '../hr/hr-client';
import { progressBar } from '../hr/progress-bar';
import { alreadySent } from '../hr/already-sent';
import { checkEmployeeList, type CheckedList } from '../hr/check-employee-list';
import { HrListError } from '../hr/hr-list-error';
import { listRefusal } from '../hr/list-refusal';
import { rowsToResume } from '../hr/rows-to-resume';
import { sheetRowFinder } from '../hr/sheet-row-finder';
import { startSpinner } from '../hr/start-spinner';
import { defaultResultsPath, resultsCsv } from '../hr/results-csv';
import { textTable } from '../hr/text-table';
import { uploadRows } from '../hr/upload-rows';
import { waitForBatch } from '../hr/wait-for-batch';

export type HrFormat = 'text' | 'json';

/** `--json` is short for `--format json`. */
export interface HrOutputOptions {
  format?: HrFormat;
  json?: boolean;
}
const isJson = (options: HrOutputOptions) => options.json === true || options.format === 'json';

export interface HrSendOptions extends HrOutputOptions {
  /** The employee list: the argument, or --rows (kept for older scripts). */
  file?: string;
  rows?: string;
  template?: string;
  name?: string;
  deadline?: string;
  at?: string;
  /** false with --no-wait; else a batch sent now is followed to its end. */
  wait?: boolean;
  dryRun?: boolean;
  resume?: string;
  /** Where the results CSV goes (default: next to the list, `<name>-results.csv`). */
  results?: string;
}

function describe(context: CommandContext, batch: THrBatchView): string {
  const control = batch.control === 'RUNNING' ? '' : ` (${context.t(`hrControl${batch.control}`)})`;
  return [
    `${batch.batchId}  ${batch.taskName}  ${context.t(`hrState${batch.state}`)}${control}`,
    context.t('hrProgress', { sent: batch.sentCount, failed: batch.failedCount, total: batch.rowCount }),
    ...(batch.startTime && batch.state !== 'FINISH' ? [context.t('hrBatchScheduled', { time: batch.startTime })] : []),
  ].join('\n');
}

function summaryTable(context: CommandContext, batch: THrBatchView): string {
  return textTable([
    [
      context.t('hrSummaryTotal'),
      context.t('hrSummarySent'),
      context.t('hrSummaryFailed'),
      context.t('hrSummaryCancelled'),
      context.t('hrSummaryWaiting'),
    ],
    [batch.rowCount, batch.sentCount, batch.failedCount, batch.cancelledCount, batch.waitingCount].map(String),
  ]);
}

async function allRows(client: HrClient, batchId: string, status?: THrRowView['status']): Promise<THrRowView[]> {
  const rows: THrRowView[] = [];
  for (let current = 1; ; current += 1) {
    const page = await client.api.call(client.batch.rows, {
      params: { batchId },
      query: { current, size: 1000, status },
    });
    rows.push(...page.records);
    if (rows.length >= page.total || page.records.length === 0) return rows;
  }
}

type SheetRowOf = (businessId: string) => number | undefined;

function failedLines(rows: THrRowView[], sheetRow: SheetRowOf): string[] {
  return rows.map(
    (row) =>
      `  #${sheetRow(row.businessId) ?? row.index} ${row.businessId} ${row.name}: ${row.errorMessage ?? ''} (${row.errorStatus ?? ''})`,
  );
}

function checkTimes(context: CommandContext, options: HrSendOptions): void {
  for (const time of [options.at, options.deadline])
    if (time && !ZLocalDateTime.safeParse(time).success) throw new CliError(context.t('hrAtInvalid'), EXIT.usage);
}

export async function hrSend(context: CommandContext, io: CliIo, options: HrSendOptions): Promise<string> {
  const file = options.file ?? options.rows;
  if (!file) throw new CliError(context.t('hrFileMissing'), EXIT.usage);
  checkTimes(context, options);
  const json = isJson(options);
  const client = await hrClient(context, io);
  const resumed = options.resume
    ? await client.api.call(client.batch.read, { params: { batchId: options.resume } })
    : undefined;
  const templateId = options.template ?? resumed?.templateId;
  if (!templateId) throw new CliError(context.t('hrTemplateMissing'), EXIT.usage);
  if (resumed && templateId !== resumed.templateId) {
    const values = { batchId: resumed.batchId, batchTemplate: resumed.templateId, template: templateId };
    throw new CliError(context.t('hrResumeTemplateMismatch', values), EXIT.usage);
  }
  const list = await checkEmployeeList(context, io, client, file, templateId, { json });
  const rows = list.rows;
  if (options.dryRun) return context.t('hrRowsValid', { count: rows.length });
  // Checked before anything is sent: a list that is not the batch's stops here.
  const toResume = resumed ? rowsToResume(context, resumed, rows, file) : rows;
  const sheetRow = sheetRowFinder(templateId, list);

  const spinner = json
    ? undefined
    : await startSpinner(io.progressStream, context.t('hrUploadingRows', { done: 0, total: rows.length }));
  let batch: THrBatchView;
  try {
    const onRows = (done: number, total: number) => {
      if (spinner) spinner.text = `${progressBar(done, total)}  ${context.t('hrUploadingRows', { done, total })}`;
    };
    if (resumed) {
      const open = !resumed.started && resumed.control === 'RUNNING' && resumed.state !== 'FINISH';
      batch =
        open && toResume.length > 0
          ? await uploadRows(client, toResume, { batchId: resumed.batchId }, { onRows })
          : resumed;
    } else {
      const taskName = options.name ?? file.replace(/^.*[\\/]/, '').replace(/\.\w+$/, '');
      batch = await uploadRows(
        client,
        rows,
        { create: { templateId, taskName, endTime: options.deadline } },
        {
          onRows,
          // Said at once: the batch id is what --resume needs should the upload be cut short.
          onBatch: (created) =>
            !json && (spinner?.say ?? io.err)(context.t('hrResumeHint', { file, batchId: created.batchId })),
        },
      );
    }
    if (!batch.started && batch.control === 'RUNNING' && batch.state !== 'FINISH') {
      batch = await client.api.call(client.batch.start, {
        params: { batchId: batch.batchId },
        body: options.at ? { startTime: options.at } : {},
      });
    }
  } catch (error) {
    spinner?.stop();
    return listAnswer(context, client, error, templateId, list, json);
  } finally {
    spinner?.stop();
  }
  if (!json) io.err(context.t('hrBatchCreated', { batchId: batch.batchId, count: batch.rowCount }));
  const scheduled = batch.sendTimeState === 'ENABLE' && batch.state === 'WAITING_SEND';
  if (options.wait !== false && !scheduled)
    batch = await waitForBatch(context, io, client, batch.batchId, { quiet: json });
  return finish(context, client, batch, {
    json,
    resultsFile: options.results ?? defaultResultsPath(file),
    sheetRow,
  });
}

/** What the server says about the list's rows, as the person needs it (see already-sent, list-refusal). */
async function listAnswer(
  context: CommandContext,
  client: HrClient,
  error: unknown,
  templateId: string,
  list: CheckedList,
  json: boolean,
): Promise<string> {
  const sent = await alreadySent(context, client, error, templateId, list.rows);
  if (sent) return json ? JSON.stringify({ alreadySent: true, batches: sent.batches }, null, 2) : sent.text;
  throw listRefusal(context, error, list) ?? error;
}

/**
 * The batch's summary, its failed rows and — once it is finished — the results CSV; exit 1 when
 * any row failed (the text goes to standard error then; with --json the report stays on standard
 * output and the error object goes to standard error).
 */
async function finish(
  context: CommandContext,
  client: HrClient,
  batch: THrBatchView,
  options: { json: boolean; resultsFile?: string; sheetRow?: SheetRowOf },
): Promise<string> {
  const sheetRow = options.sheetRow ?? (() => undefined);
  const finished = batch.state === 'FINISH';
  const rows = finished && options.resultsFile ? await allRows(client, batch.batchId) : undefined;
  const failed = rows
    ? rows.filter((row) => row.status === 'FAILED')
    : batch.failedCount > 0
      ? await allRows(client, batch.batchId, 'FAILED')
      : [];
  if (rows && options.resultsFile)
    await writeFileAtomically(options.resultsFile, Buffer.from(resultsCsv(rows, sheetRow)));
  const written = rows && options.resultsFile ? options.resultsFile : undefined;
  const text = options.json
    ? JSON.stringify({ batch, failed, ...(written ? { resultsFile: written } : {}) }, null, 2)
    : [
        describe(context, batch),
        summaryTable(context, batch),
        ...failedLines(failed, sheetRow),
        ...(written ? [context.t('hrResultsWritten', { file: written })] : []),
      ].join('\n');
  if (failed.length > 0 && options.json) {
    const error = new HrListError(
      context.t('hrRowsFailed', { count: failed.length }),
      'HR_ROWS_FAILED',
      { batchId: batch.batchId, failed: failed.length },
      EXIT.failure,
    );
    error.output = text;
    throw error;
  }
  if (failed.length > 0)
    throw new CliError(`${text}\n${context.t('hrRowsFailed', { count: failed.length })}`, EXIT.failure);
  return text;
}

export async function hrStatus(
  context: CommandContext,
  io: CliIo,
  batchId: string,
  options: HrOutputOptions & { wait?: boolean; results?: string },
): Promise<string> {
  const client = await hrClient(context, io);
  const json = isJson(options);
  const batch = options.wait
    ? await waitForBatch(context, io, client, batchId, { quiet: json })
    : await client.api.call(client.batch.read, { params: { batchId } });
  return finish(context, client, batch, { json, resultsFile: options.results });
}

export async function hrResults(
  context: CommandContext,
  io: CliIo,
  batchId: string,
  options: HrOutputOptions & { out?: string },
): Promise<string> {
  const client = await hrClient(context, io);
  const rows = await allRows(client, batchId);
  let downloaded = 0;
  if (options.out) {
    await mkdir(options.out, { recursive: true });
    for (const row of rows.filter((r) => r.status === 'SENT')) {
      const file = await client.api.download(
        client.batch.rowPdf,
        { params: { batchId, rowId: row.rowId } },
        { ecType: 'pdfDownload' },
      );
      await writeFileAtomically(join(options.out, `${row.businessId}.pdf`), file.bytes);
      downloaded += 1;
    }
  }
  if (isJson(options)) return JSON.stringify({ rows, downloaded }, null, 2);
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
  options: HrOutputOptions,
): Promise<string> {
  const client = await hrClient(context, io);
  const batch = await client.api.call(client.batch[action], { params: { batchId } });
  return isJson(options) ? JSON.stringify(batch, null, 2) : describe(context, batch);
}
