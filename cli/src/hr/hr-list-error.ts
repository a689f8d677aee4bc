// A refusal of `ecsign hr …` that scripts can tell apart: a stable code and the details (the rows,
// the batch) besides the message, for `--json`'s error object. Exit 2 unless said otherwise: the
// list or the command line needs changing, and nothing was sent.
import { CliError, EXIT } from '../cli-error';

export class HrListError extends CliError {
  /** What still goes to standard output with --json (a finished batch's report when rows failed). */
  output?: string;

  constructor(
    message: string,
    readonly code: string,
    readonly details: Record<string, unknown> = {},
    exitCode: number = EXIT.usage,
  ) {
    super(message, exitCode);
    this.name = 'HrListError';
  }
}
