// `ecsign verify FILE|DIR...`: checks the signatures of PDFs locally — no login, no server — with
// core's validator and the node:crypto engine, for people (text) and CI (JSON, JUnit XML). Files
// are checked four at a time, and a long list also on worker threads (check-files.ts); the report
// is in the order of the files. The caller prints the
// report and then throws `failure`, if any, for the exit code: 1 when a file did not pass, 2 when
// one could not be read (wrong paths included).
import { translate } from '@ecsign/core/i18n';
import { CliError, EXIT } from '../cli-error';
import type { CliIo } from '../cli-io';
import type { VERIFY_FORMATS } from '../command-choices';
import type { CommandContext } from '../command-context';
import { createVerifyEngine } from '../verify/create-verify-engine';
import { checkFiles } from '../verify/check-files';
import { collectPdfFiles } from '../verify/collect-pdf-files';
import { formatJunitReport } from '../verify/format-junit-report';
import { formatTextReport } from '../verify/format-text-report';
import { loadTrustAnchors } from '../verify/load-trust-anchors';
import { startProgress } from '../verify/start-progress';
import { summarizeVerdicts } from '../verify/summarize-verdicts';

export interface VerifyOptions {
  trust?: string[];
  /** Threads checking files (--jobs), the main thread included. */
  jobs?: number;
  format?: (typeof VERIFY_FORMATS)[number];
  allowUnsigned?: boolean;
}

export interface VerifyResult {
  readonly report: string;
  /** A hint for standard error, after the report. */
  readonly note?: string;
  /** Thrown by the caller after printing the report. */
  readonly failure?: CliError;
}

export async function verify(
  context: Pick<CommandContext, 'language' | 'now'>,
  paths: readonly string[],
  options: VerifyOptions,
  io: Pick<CliIo, 'env' | 'stdoutIsTTY' | 'progressStream' | 'verifyWorkerScript'>,
): Promise<VerifyResult> {
  const { language } = context;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values);
  const trustAnchors = loadTrustAnchors(options.trust ?? [], language);
  const files = collectPdfFiles(paths);
  if (files.length === 0) throw new CliError(t('cliVerifyNoFiles', { paths: paths.join(', ') }), EXIT.usage);

  const now = new Date(context.now());
  const progress = await startProgress(io.progressStream, t('cliVerifyProgress', { done: 0, total: files.length }));
  let done = 0;
  const checked = await checkFiles(files, {
    engine: createVerifyEngine(),
    trustAnchors,
    trust: options.trust ?? [],
    language,
    now,
    jobs: options.jobs,
    workerScript: io.verifyWorkerScript,
    onChecked: () => progress.update(t('cliVerifyProgress', { done: ++done, total: files.length })),
  });
  progress.stop();

  const verdicts = checked.map((c) => c.verdict);
  const allowUnsigned = options.allowUnsigned ?? false;
  const summary = summarizeVerdicts(verdicts, { allowUnsigned });
  const format = options.format ?? 'text';
  const report =
    format === 'json'
      ? JSON.stringify({ files: verdicts, summary }, null, 2)
      : format === 'junit'
        ? formatJunitReport(checked, summary, { language, allowUnsigned, timestamp: now })
        : formatTextReport(checked, summary, {
            language,
            allowUnsigned,
            colour: Boolean(io.stdoutIsTTY) && !io.env.NO_COLOR,
          });
  const counts = { files: summary.files };
  let failure: CliError | undefined;
  if (summary.error > 0)
    failure = new CliError(t('cliVerifyUnreadable', { ...counts, count: summary.error }), EXIT.usage);
  else if (!summary.passed) {
    const count = summary.invalid + (allowUnsigned ? 0 : summary.unsigned);
    failure = new CliError(t('cliVerifyFailed', { ...counts, count }), EXIT.failure);
  }
  // Only when there were signatures to trust.
  const note = trustAnchors.length === 0 && summary.signatures > 0 ? t('cliVerifyNoTrust') : undefined;
  return { report, note, failure };
}
