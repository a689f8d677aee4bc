// Turns the caller's signer into what the builders need: parsed certificates, the scheme and its
// digest, checked before any byte is written — an unsupported algorithm, a key too weak, or a
// certificate outside its validity period is refused with the catalogue's code.
import { AppError } from '../../errors/app-error';
import type {
  CryptoEngine,
  DigestAlgorithm,
  ExternalSigner,
  PrivateKeyHandle,
  SignatureAlgorithm,
} from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { parseCertificate } from '../x509/parse-certificate';
import { checkCertificateValidity } from './check-certificate-validity';
import { defaultSignatureAlgorithm } from './default-signature-algorithm';
import type { PdfSigner } from './types';

export interface ResolvedSigner {
  readonly engine: CryptoEngine;
  readonly key: PrivateKeyHandle | ExternalSigner;
  readonly certificate: Certificate;
  /** The issuing certificates that followed the signer's. */
  readonly issuers: readonly Certificate[];
  readonly algorithm: SignatureAlgorithm;
  readonly digestAlgorithm: DigestAlgorithm;
}

const SIGNING_HASHES: ReadonlySet<DigestAlgorithm> = new Set(['SHA-256', 'SHA-384', 'SHA-512', 'SM3']);

/** A server signs thousands of documents with one chain: parse each DER buffer once. */
const parsed = new WeakMap<Uint8Array, Certificate>();
function certificateOf(der: Uint8Array): Certificate {
  let certificate = parsed.get(der);
  if (!certificate) parsed.set(der, (certificate = parseCertificate(der)));
  return certificate;
}

export function resolveSigner(signer: PdfSigner, signingTime: Date): ResolvedSigner {
  if (signer.certificateChain.length === 0) {
    throw new AppError('USER_CERTIFICATE_MISSING', { internal: 'the signer has no certificate chain' });
  }
  let chain: Certificate[];
  try {
    chain = signer.certificateChain.map(certificateOf);
  } catch (error) {
    throw new AppError('CERTIFICATE_ERROR', {
      internal: `unreadable certificate: ${(error as Error).message}`,
      cause: error,
    });
  }
  const [certificate, ...issuers] = chain as [Certificate, ...Certificate[]];
  const key = certificate.publicKeyInfo;
  const algorithm = signer.algorithm ?? defaultSignatureAlgorithm(key);
  const unsupported = (why: string) => new AppError('PDF_ALGORITHM_UNSUPPORTED', { internal: why });
  if (!algorithm) throw unsupported(`no signature scheme for a ${key.keyType ?? key.algorithmOid} key`);
  if (!('hash' in algorithm) || !SIGNING_HASHES.has(algorithm.hash)) {
    throw unsupported(`${JSON.stringify(algorithm)} is not a PDF signing scheme of this engine`);
  }
  const fits =
    (key.keyType === 'RSA' && (algorithm.name === 'RSASSA-PKCS1-v1_5' || algorithm.name === 'RSA-PSS')) ||
    (key.keyType === 'EC' && key.curve === 'SM2' && algorithm.name === 'SM2') ||
    (key.keyType === 'EC' && key.curve !== 'SM2' && key.curve !== undefined && algorithm.name === 'ECDSA');
  if (!fits)
    throw unsupported(`a ${key.keyType ?? 'unknown'} ${key.curve ?? ''} key cannot sign with ${algorithm.name}`);
  if (key.keyType === 'RSA' && key.keySize < 2048) throw unsupported(`RSA-${key.keySize} is too weak to sign with`);
  checkCertificateValidity(certificate, signingTime);
  return Object.freeze({
    engine: signer.engine,
    key: signer.key,
    certificate,
    issuers,
    algorithm,
    digestAlgorithm: algorithm.hash,
  });
}
