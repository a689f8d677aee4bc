// The PIN of the PKCS#12 file, never from the command line (where `ps` and shell history would
// show it): the first line of standard input with --pin-stdin, else ECSIGN_P12_PIN, else a masked
// question at a terminal.
import type { CliIo } from '../cli-io';

export interface ReadPinOptions {
  readonly pinStdin?: boolean;
  readonly io: Pick<CliIo, 'env' | 'readStdin' | 'interactive' | 'prompts'>;
  /** The question at a terminal. */
  readonly prompt: string;
  /** Thrown when there is no way to get the PIN. */
  readonly missing: () => Error;
}

export async function readPin({ pinStdin, io, prompt, missing }: ReadPinOptions): Promise<string> {
  if (pinStdin) return /^[^\r\n]*/.exec(await io.readStdin())![0];
  const fromEnv = io.env.ECSIGN_P12_PIN;
  if (fromEnv !== undefined) return fromEnv;
  if (!io.interactive) throw missing();
  return io.prompts().password({ message: prompt });
}
