// `ecsign verify` read without commander, when its command line has the plain form CI scripts
// write: paths, `--trust FILE` (repeatable), `--format FORMAT`, `--jobs N` and `--allow-unsigned`,
// each value the next word. Anything else — help, --lang, `--option=value`, `--`, a value that
// begins with "-", an option this does not know, no path at all, a value commander would refuse —
// answers undefined and goes to commander (verify-main.ts), so help, usage errors and their wording
// stay commander's. A plain check then never loads commander: evaluating it and building and
// parsing its program were a few milliseconds of a start that is meant to cost no more than Node's.
import type { CliIo } from '../cli-io';
import { VERIFY_FORMATS } from '../command-choices';
import type { VerifyOptions } from '../commands/verify';
import { screenedIo } from '../terminal-safe-text';
import { readJobs } from './read-jobs';
import { runVerifyAction } from './run-verify-action';

export interface PlainVerifyLine {
  readonly paths: string[];
  /** As commander gives them: format defaults to text, the others are present only when given. */
  readonly options: VerifyOptions;
}

/** `args`: the words after `ecsign` (the first is `verify`). */
export function readPlainVerifyLine(args: readonly string[]): PlainVerifyLine | undefined {
  if (args[0] !== 'verify') return undefined;
  const paths: string[] = [];
  const options: { -readonly [K in keyof VerifyOptions]: VerifyOptions[K] } = { format: 'text' };
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-')) {
      paths.push(arg);
      continue;
    }
    if (arg === '--allow-unsigned') {
      options.allowUnsigned = true;
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('-')) return undefined;
    i++;
    if (arg === '--trust') options.trust = [...(options.trust ?? []), value];
    else if (arg === '--format') {
      const format = VERIFY_FORMATS.find((known) => known === value);
      if (!format) return undefined;
      options.format = format;
    } else if (arg === '--jobs') {
      const jobs = readJobs(value);
      if (jobs === undefined) return undefined;
      options.jobs = jobs;
    } else return undefined;
  }
  return paths.length > 0 ? { paths, options } : undefined;
}

/** The check of a plain command line, run as runProgram runs commander's program. */
export function plainVerifyProgram({ paths, options }: PlainVerifyLine, rawIo: CliIo) {
  return { parseAsync: () => runVerifyAction(paths, options, { io: screenedIo(rawIo), rawIo }) };
}
