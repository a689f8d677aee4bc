// The built CLI's whole program (the export of dist/ecsign-bundle.cjs): every command, run with the
// real terminal, network and standard input (launch/run-process.ts).
import { runProcess } from './launch/run-process';
import { runCli } from './run-cli';

/** Runs the command line of this process and sets its exit code (run by launch/start.ts). */
export function main(): Promise<void> {
  return runProcess(runCli);
}
