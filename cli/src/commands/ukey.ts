// `ecsign ukey bind|status|unbind` and `ecsign login --p12`: key-device (ukey) binding and login
// (spec items C-ukey-login, V-ukey-bind). The server hands out a one-time nonce; the key of the certificate signs it.
import { ZTokenPair, ZUkeyBindingReply, ZUkeyChallenge, type TUkeyBinding } from '@ecsign/core/model';
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

async function proofFor(context: CommandContext, options: UkeyFileOptions, io: KeyIo, challengePath: string) {
  const { identity, engine } = await openKeyFile(context, options, io);
  const api = challengePath === 'uk/challenge' ? context.api : context.sessionApi;
  const { nonce } = await api.request({ method: 'GET', path: challengePath }, ZUkeyChallenge);
  return proveKeyPossession({ engine, signer: identity.privateKey, certificate: identity.certificate, nonce });
}

/** `ecsign login --p12 FILE`: logs in with the key device (no password, no captcha). */
export async function loginWithUkey(context: CommandContext, options: UkeyFileOptions, io: KeyIo): Promise<string> {
  const proof = await proofFor(context, options, io, 'uk/challenge');
  const tokens = await context.api.request(
    { method: 'POST', path: 'uk/token', json: proof, noToken: true },
    ZTokenPair,
  );
  return finishLogin(context, tokens);
}

/** `ecsign ukey bind --p12 FILE`: binds the file's certificate to the logged-in user. */
export async function bindUkey(context: CommandContext, options: UkeyFileOptions, io: KeyIo): Promise<string> {
  const proof = await proofFor(context, options, io, 'uk/bind/challenge');
  const binding = await context.sessionApi.request({ method: 'POST', path: 'uk/bind', json: proof }, ZUkeyBindingReply);
  return describeBinding(context, binding);
}

export async function ukeyStatus(context: CommandContext): Promise<string> {
  const binding = await context.sessionApi.request({ method: 'GET', path: 'uk/bind' }, ZUkeyBindingReply);
  return describeBinding(context, binding);
}

export async function unbindUkey(context: CommandContext): Promise<string> {
  await context.sessionApi.call({ method: 'DELETE', path: 'uk/bind' });
  return context.t('cliUkeyUnbound');
}

function describeBinding(context: CommandContext, binding: TUkeyBinding | null): string {
  if (!binding) return context.t('cliUkeyNone');
  return context.t('cliUkeyBound', { subject: binding.subject, fingerprint: binding.fingerprint });
}
