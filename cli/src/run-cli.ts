// The one wrapper around the program: runs it and turns any failure into one line on standard
// error and an exit code (commands only return or throw).
import { CommanderError } from 'commander';
import { buildProgram } from './cli';
import type { CliIo } from './cli-io';
import { openCliConfig, resolveLanguage } from './cli-config';
import { EXIT } from './cli-error';
import { reportError } from './report-error';

/** Runs `argv` (as process.argv: node, script, arguments…) and answers the exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    await buildProgram(io).parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return EXIT.ok; // --help, --version
    const { message, exitCode } = reportError(error, storedLanguage(io));
    if (!(error instanceof CommanderError)) io.err(`ecsign: ${message}`);
    return exitCode;
  }
}

function storedLanguage(io: CliIo) {
  let stored: string | undefined;
  try {
    stored = openCliConfig(io.env).get('language');
  } catch {
    // An unreadable settings file must not hide the error being reported.
  }
  return resolveLanguage(io.env, stored);
}
