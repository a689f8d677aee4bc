// The export of dist/ecsign-verify-bundle.cjs, which launch/start.ts runs when the command line
// begins with `verify` (as CI jobs call it): the `ecsign` program with only its verify command
// (verify/build-verify-program.ts), so a check of one small file starts about as fast as Node
// itself. A command line in the plain form (verify/plain-verify-line.ts) is checked without loading
// commander at all; any other, help included, goes to the program with commander, and any other
// command to the whole program (main.ts).
import { runProcess } from './launch/run-process';
import { runProgram } from './run-program';
import { plainVerifyProgram, readPlainVerifyLine } from './verify/plain-verify-line';

/** Runs `ecsign verify …` and sets the exit code (run by launch/start.ts). */
export function main(): Promise<void> {
  return runProcess((argv, io) => {
    const plain = readPlainVerifyLine(argv.slice(2));
    return runProgram(argv, io, async (io) =>
      plain ? plainVerifyProgram(plain, io) : (await import('./verify/build-verify-program')).buildVerifyProgram(io),
    );
  });
}
