// `ecsign ukey bind|status|unbind` and `ecsign login --p12`: key-device (ukey) binding and login
// (spec items C-ukey-login, V-ukey-bind). The server hands out a one-time nonce; the key of the certificate signs it.
import { endpoints } from '@ecsign/core/endpoints';
import type { TUkeyBinding } from '@ecsign/core/model';
import { proveKeyPossession } from '@ecsign/core/pdf';
import type { CliIo } from '../cli-io';
import type { CommandContext } from '../command-context';
import { openKeyFile } from '../ukey/open-key-file';
import { finishLogin } from './login';

export interface UkeyFileOptions {
  p12: string;
  pinStdin?: boolean;
}

type KeyIo = Pick<CliIo, 'env' | 'readStdin' | 'interactive' | 'prompts'>;

/** The nonce of a login (no session) or of a binding (the stored session), signed by the file's key. */
async function proofFor(context: CommandContext, options: UkeyFileOptions, io: KeyIo, purpose: 'LOGIN' | 'BIND') {
  const { identity, engine } = await openKeyFile(context, options, io);
  const { nonce } =
    purpose === 'LOGIN'
      ? await context.api.call(endpoints.ukey.loginChallenge)
      : await context.sessionApi.call(endpoints.ukey.bindChallenge);
  return proveKeyPossession({ engine, signer: identity.privateKey, certificate: identity.certificate, nonce });
}

/** `ecsign login --p12 FILE`: logs in with the key device (no password, no captcha). */
export async function loginWithUkey(context: CommandContext, options: UkeyFileOptions, io: KeyIo): Promise<string> {
  const proof = await proofFor(context, options, io, 'LOGIN');
  const tokens = await context.api.call(endpoints.ukey.login, { body: proof }, { noToken: true });
  return finishLogin(context, tokens);
}

/** `ecsign ukey bind --p12 FILE`: binds the file's certificate to the logged-in user. */
export async function bindUkey(context: CommandContext, options: UkeyFileOptions, io: KeyIo): Promise<string> {
  const proof = await proofFor(context, options, io, 'BIND');
  const binding = await context.sessionApi.call(endpoints.ukey.bind, { body: proof });
  return describeBinding(context, binding);
}

export async function ukeyStatus(context: CommandContext): Promise<string> {
  const binding = await context.sessionApi.call(endpoints.ukey.binding);
  return describeBinding(context, binding);
}

export async function unbindUkey(context: CommandContext): Promise<string> {
  await context.sessionApi.call(endpoints.ukey.unbind);
  return context.t('cliUkeyUnbound');
}

function describeBinding(context: CommandContext, binding: TUkeyBinding | null): string {
  if (!binding) return context.t('cliUkeyNone');
  return context.t('cliUkeyBound', { subject: binding.subject, fingerprint: binding.fingerprint });
}
