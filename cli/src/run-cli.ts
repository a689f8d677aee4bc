// Runs the whole `ecsign` program (cli.ts) through run-program.ts.
import { buildProgram } from './cli';
import type { CliIo } from './cli-io';
import { runProgram } from './run-program';

/** Runs `argv` (as process.argv: node, script, arguments…) and answers the exit code. */
export function runCli(argv: string[], given: CliIo): Promise<number> {
  return runProgram(argv, given, buildProgram);
}
