// `ecsign sign`: signs a PDF with the key of a PKCS#12 file — PAdES B-B offline (no server, no
// login), B-T/B-LT/B-LTA with a time-stamp authority — optionally with a visible seal. The input
// is only read; the signed PDF is written to a new file atomically, so it is complete or absent.
import { readFile } from 'node:fs/promises';
import {
  createHttpTimeStamper,
  parseCertificate,
  signerFromPkcs12,
  signPdf,
  type PadesLevel,
  type PdfRect,
  type RevocationData,
} from '@ecsign/core/pdf';
import type * as Undici from 'undici';
import type { CliIo } from '../cli-io';
import { SUB_FILTERS } from '../command-choices';
import { CliError, EXIT } from '../cli-error';
import type { CommandContext } from '../command-context';
import { importPackage } from '../import-package';
import { createNodeCryptoEngine } from '../node-crypto-engine';
import { appearanceFontFor } from '../sign/appearance-font-for';
import { appearanceLines } from '../sign/appearance-lines';
import { fetchRevocationData } from '../sign/fetch-revocation-data';
import { fileErrorReason } from '../sign/file-error-reason';
import { isSameFile } from '../sign/is-same-file';
import { readPin } from '../sign/read-pin';
import { resolveSignatureField } from '../sign/resolve-signature-field';
import { signText, type TSignTextKey } from '../sign/sign-texts';
import { writeFileAtomically } from '../sign/write-file-atomically';

export interface SignOptions {
  output: string;
  p12: string;
  pinStdin?: boolean;
  page?: number;
  rect?: PdfRect;
  image?: string;
  nameText?: string | boolean;
  dateText?: string | boolean;
  reason?: string;
  location?: string;
  field?: string;
  /** Default B-T with --tsa, else B-B. */
  level?: PadesLevel;
  tsa?: string;
  certify?: '1' | '2' | '3';
  subFilter?: keyof typeof SUB_FILTERS;
}

/** Time-stamp authorities and revocation services that do not answer in this time fail the signing. */
const NETWORK_TIMEOUT_MS = 30_000;

export async function sign(
  /** The language and clock only: an offline signature opens no settings store and no session. */
  context: Pick<CommandContext, 'language' | 'now'>,
  input: string,
  options: SignOptions,
  io: Pick<CliIo, 'env' | 'readStdin' | 'interactive' | 'prompts' | 'fetch'>,
): Promise<string> {
  const say = (key: TSignTextKey, values?: Record<string, string | number>) => signText(context.language, key, values);
  const usage = (key: TSignTextKey, values?: Record<string, string | number>) =>
    new CliError(say(key, values), EXIT.usage);
  const level = options.level ?? (options.tsa ? 'B-T' : 'B-B');
  if (level !== 'B-B' && !options.tsa) throw usage('signLevelNeedsTsa', { level });
  if (level === 'B-B' && options.tsa) throw usage('signTsaUnused');
  if ((options.image || options.nameText || options.dateText) && !options.rect) throw usage('signAppearanceNeedsRect');
  if (isSameFile(input, options.output)) throw usage('signOutputIsInput', { file: options.output });

  const read = async (file: string) => {
    try {
      return new Uint8Array(await readFile(file));
    } catch (error) {
      throw new CliError(say('signCannotRead', { file, reason: fileErrorReason(error) }));
    }
  };
  const pdf = await read(input);
  const field = resolveSignatureField(pdf, { page: options.page, rect: options.rect, name: options.field });
  const p12 = await read(options.p12);
  const image = options.image ? await read(options.image) : undefined;
  const pin = await readPin({
    pinStdin: options.pinStdin,
    io,
    prompt: say('signPinPrompt', { file: options.p12 }),
    missing: () => usage('signNoPin'),
  });

  const engine = createNodeCryptoEngine();
  const signer = await signerFromPkcs12(p12, pin, engine);
  const certificate = parseCertificate(signer.certificateChain[0]!);
  const signingTime = new Date(context.now());
  const text = appearanceLines(options, certificate, signingTime);
  // undici (about 80 ms to load) only when the signature goes online: a B-B signature never does.
  const fetchOnline: typeof fetch = async (url, init) =>
    (io.fetch ?? ((await importPackage<typeof Undici>('undici')).fetch as unknown as typeof fetch))(url, {
      ...init,
      signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS),
    });
  let revocation: RevocationData | undefined;
  if (level === 'B-LT' || level === 'B-LTA') {
    revocation = await fetchRevocationData({
      chain: signer.certificateChain,
      engine,
      fetch: fetchOnline,
      unavailable: (c, sources, reason) =>
        new CliError(
          say('signRevocationUnavailable', {
            subject: c.subject.commonName ?? c.serialHex,
            sources: sources.join(', '),
            reason,
          }),
          EXIT.unreachable,
        ),
    });
  }
  const signed = await signPdf(pdf, {
    signer,
    signingTime,
    field,
    appearance:
      image || text.length > 0
        ? { image, text: text.length > 0 ? text : undefined, font: await appearanceFontFor(text) }
        : undefined,
    reason: options.reason,
    location: options.location,
    level,
    timeStamper: options.tsa ? createHttpTimeStamper({ url: options.tsa, fetch: fetchOnline, engine }) : undefined,
    revocation,
    certify: options.certify ? { P: Number(options.certify) as 1 | 2 | 3 } : undefined,
    subFilter: SUB_FILTERS[options.subFilter ?? 'cades'],
  });
  try {
    await writeFileAtomically(options.output, signed);
  } catch (error) {
    throw new CliError(say('signCannotWrite', { file: options.output, reason: fileErrorReason(error) }));
  }
  return say('signDone', { input, output: options.output, level, signer: certificate.subject.commonName ?? '' });
}
