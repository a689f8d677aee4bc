// Entry of the built CLI: runs the program and turns any failure into one line and an exit code.
import { CommanderError } from 'commander';
import { buildProgram } from './cli';
import { resolveLanguage } from './cli-config';
import { reportError } from './report-error';

const program = buildProgram({ out: (text) => process.stdout.write(`${text}\n`), env: process.env });

program.parseAsync(process.argv).catch((error: unknown) => {
  if (error instanceof CommanderError && error.exitCode === 0) return; // --help, --version
  const { message, exitCode } = reportError(error, resolveLanguage(process.env, undefined));
  if (!(error instanceof CommanderError)) process.stderr.write(`ecsign: ${message}\n`);
  process.exitCode = exitCode;
});
