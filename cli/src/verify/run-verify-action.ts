// What `ecsign verify PATHS… [options]` does once its command line is read, by commander
// (add-verify-command.ts) or without it (plain-verify-line.ts): check the files and write the report.
import type { CliIo } from '../cli-io';
import type { VerifyOptions } from '../commands/verify';
import { readStoredLanguage } from '../read-stored-language';

export interface VerifyCommandIo {
  /** Screened output (terminal-safe-text.ts), for notes. */
  readonly io: CliIo;
  /** Raw output: the report of local files, coloured for a terminal. */
  readonly rawIo: CliIo;
}

export async function runVerifyAction(
  paths: string[],
  options: VerifyOptions,
  { io, rawIo }: VerifyCommandIo,
): Promise<void> {
  // Only the language and the clock: the settings file is read without conf (read-stored-language.ts).
  const { verify } = await import('../commands/verify');
  const language = readStoredLanguage(io.env);
  const { report, note, failure } = await verify({ language, now: io.now ?? Date.now }, paths, options, io);
  rawIo.out(report);
  if (note) io.err(note);
  if (failure) throw failure;
}
