// The export of dist/ecsign-verify-bundle.cjs, which launch/start.ts runs when the command line
// begins with `verify` (as CI jobs call it): the `ecsign` program with only its verify command
// (verify/build-verify-program.ts), so a check of one small file starts about as fast as Node
// itself. Any other command line, help included, goes to the whole program (main.ts).
import { runProcess } from './launch/run-process';
import { runProgram } from './run-program';
import { buildVerifyProgram } from './verify/build-verify-program';

/** Runs `ecsign verify …` and sets the exit code (run by launch/start.ts). */
export function main(): Promise<void> {
  return runProcess((argv, io) => runProgram(argv, io, buildVerifyProgram));
}
