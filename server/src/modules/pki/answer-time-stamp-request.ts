// The time-stamp authority (RFC 3161): checks the request, then answers with a token signed by
// the platform TSA — the request's nonce echoed, the configured policy, one second of accuracy,
// and a serial number from a database sequence, unique across every server process (reserved in
// blocks, tsa-serial-numbers.ts). Whatever is wrong with a request is answered as a rejection the
// client can read, never as an HTTP error.
import {
  Asn1Error,
  buildTimeStampResponse,
  buildTimeStampToken,
  DIGESTS,
  parseTimeStampRequest,
  type DigestAlgorithm,
  type TimeStampFailure,
} from '@ecsign/core/pdf';
import type { AppContext } from '../../context';
import { pkiOf } from './pki-of';
import { nextTsaSerialNumber } from './tsa-serial-numbers';

/** Imprints this TSA stamps; SHA-1 is refused (collisions make its time-stamps worthless). */
const ACCEPTED: ReadonlySet<DigestAlgorithm> = new Set(['SHA-256', 'SHA-384', 'SHA-512', 'SM3']);

const reject = (failure: TimeStampFailure, statusText: string) =>
  buildTimeStampResponse({ status: 2, failure, statusText });

export async function answerTimeStampRequest(context: AppContext, der: Uint8Array): Promise<Uint8Array> {
  let request;
  try {
    request = parseTimeStampRequest(der);
  } catch (error) {
    if (error instanceof Asn1Error) return reject('badDataFormat', 'the request is not a TimeStampReq');
    throw error;
  }
  const { digestAlgorithm, hashedMessage } = request.messageImprint;
  const policy = context.config.PKI_TSA_POLICY_OID;
  if (request.version !== 1) return reject('badDataFormat', 'unsupported version');
  if (!digestAlgorithm || !ACCEPTED.has(digestAlgorithm)) return reject('badAlg', 'unsupported hash algorithm');
  if (hashedMessage.length !== DIGESTS[digestAlgorithm].length) {
    return reject('badDataFormat', 'the imprint does not fit its hash algorithm');
  }
  if (request.policy && request.policy !== policy) return reject('unacceptedPolicy', 'unknown policy');
  if (request.hasExtensions) return reject('unacceptedExtension', 'extensions are not supported');

  const pki = pkiOf(context);
  const { tsa, issuing } = (await pki.ca()).default;
  const serialNumber = await nextTsaSerialNumber(context);
  const signatureAlgorithm = tsa.signatureAlgorithm;
  const token = await buildTimeStampToken({
    engine: pki.engine,
    signer: tsa.key,
    tsaCertificate: tsa.certificate,
    certificates: [issuing.certificate],
    includeCertificates: request.certReq,
    digestAlgorithm: 'hash' in signatureAlgorithm ? signatureAlgorithm.hash : 'SHA-256',
    signatureAlgorithm,
    policy,
    serialNumber,
    genTime: context.now(),
    messageImprint: { digestAlgorithm, digest: hashedMessage },
    nonce: request.nonce,
    accuracy: { seconds: 1 },
    includeTsaName: true,
  });
  return buildTimeStampResponse({ status: 0, token });
}
