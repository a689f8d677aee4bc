// The program of the verify-only bundle (verify-main.ts): the `ecsign` command with `verify` as its
// only subcommand. `ecsign verify` in CI then loads, compiles and initialises only what checking
// signatures needs: not the api client, the models (zod), the prompts or the signer.
import type { Command } from 'commander';
import type { CliIo } from '../cli-io';
import { createRootCommand } from '../create-root-command';
import { screenedIo } from '../terminal-safe-text';
import { addVerifyCommand } from './add-verify-command';

export function buildVerifyProgram(rawIo: CliIo): Command {
  const io = screenedIo(rawIo);
  const program = createRootCommand(io);
  addVerifyCommand(program, { io, rawIo });
  return program;
}
