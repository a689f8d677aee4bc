// Runs an `ecsign hr …` command and prints its result. With --json every outcome is JSON: the
// result on standard output, and — whenever the exit code is not 0 — one error object on standard
// error: {"error":{"code","message","exitCode","details"?}}; nothing else is printed there.
import { isAppError } from '@ecsign/core/errors';
import { CliError } from '../cli-error';
import type { CliIo } from '../cli-io';
import { readStoredLanguage } from '../read-stored-language';
import { reportError } from '../report-error';
import { HrListError } from './hr-list-error';

/** Already reported as JSON: run-cli prints nothing more, only the exit code is left. */
export class ReportedError extends CliError {
  readonly reported = true;
}

export async function runHrAction(io: CliIo, json: boolean, run: () => Promise<string>): Promise<void> {
  try {
    io.out(await run());
  } catch (error) {
    if (!json) throw error;
    if (error instanceof HrListError && error.output) io.out(error.output);
    const { message, exitCode } = reportError(error, readStoredLanguage(io.env));
    const code =
      error instanceof HrListError
        ? error.code
        : isAppError(error)
          ? error.code
          : error instanceof CliError
            ? 'CLI_ERROR'
            : 'UNEXPECTED';
    const details =
      error instanceof HrListError
        ? error.details
        : isAppError(error)
          ? { status: error.status, ...(error.details ? { server: error.details } : {}) }
          : undefined;
    io.err(JSON.stringify({ error: { code, message, exitCode, ...(details ? { details } : {}) } }));
    throw new ReportedError(message, exitCode);
  }
}
