// The PKCS#12 file that stands in for the key device (spec item V-ukey-bind: binding needs the device
// present and its PIN): read it, ask for its PIN the way `ecsign sign` does, and open it.
import { readFile } from 'node:fs/promises';
import { AppError } from '@ecsign/core/errors';
import { openPkcs12Identity, Pkcs12Error, type Pkcs12Identity } from '@ecsign/core/pdf';
import { CliError, EXIT } from '../cli-error';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import { createNodeCryptoEngine } from '../node-crypto-engine';
import { readPin } from '../sign/read-pin';

export async function openKeyFile(
  context: CommandContext,
  options: { p12: string; pinStdin?: boolean },
  io: Pick<CliIo, 'env' | 'readStdin' | 'interactive' | 'prompts'>,
): Promise<{ identity: Pkcs12Identity; engine: ReturnType<typeof createNodeCryptoEngine> }> {
  let der: Uint8Array;
  try {
    der = new Uint8Array(await readFile(options.p12));
  } catch (error) {
    throw new CliError(context.t('cliUkeyFileUnreadable', { file: options.p12, reason: (error as Error).message }));
  }
  const pin = await readPin({
    pinStdin: options.pinStdin,
    io,
    prompt: context.t('cliUkeyPinPrompt', { file: options.p12 }),
    missing: () => new CliError(context.t('cliUkeyPinMissing'), EXIT.usage),
  });
  const engine = createNodeCryptoEngine();
  try {
    return { identity: await openPkcs12Identity(der, pin, engine), engine };
  } catch (error) {
    if (error instanceof Pkcs12Error && error.code === 'wrong-password') throw new AppError('CERT_PIN_WRONG');
    throw new AppError('CERTIFICATE_ERROR', { internal: (error as Error).message, cause: error });
  }
}
