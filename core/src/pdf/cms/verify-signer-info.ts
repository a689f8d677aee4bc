// Cryptographic check of one CMS SignerInfo: the message digest attribute against the content
// digest, the signature over the signed attributes (or, without them, over the content digest),
// the signer certificate and the ESS binding. Never throws for a bad or unsupported signature:
// every outcome is a field or a problem code of the frozen result.
import { Asn1Error } from '../asn1/asn1-error';
import { bytesEqual } from '../asn1/bytes-equal';
import { CryptoEngineError } from '../crypto/crypto-engine-error';
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import { verifyDigestSignature } from '../crypto/verify-digest-signature';
import type { Certificate } from '../x509/certificate';
import { checkSigningCertificateAttribute } from './check-signing-certificate-attribute';
import { findSignerCertificate } from './find-signer-certificate';
import { resolveSignerAlgorithms } from './resolve-signer-algorithms';
import type { SignerInfoProblem, SignerInfoVerification } from './signer-info-verification';
import type { SignedData, SignerInfo } from './types';

/** The digest of detached content, or a function computing it with the signer's algorithm. */
export type DigestSource = Uint8Array | ((algorithm: DigestAlgorithm) => Promise<Uint8Array>);

export interface VerifySignerInfoOptions {
  /** Which signer info (default the first). */
  readonly signerInfo?: SignerInfo;
  /** Certificates from elsewhere (PDF DSS, trust store) that may hold the signer's. */
  readonly extraCertificates?: readonly Certificate[];
}

type Mutable = { -readonly [K in keyof SignerInfoVerification]: SignerInfoVerification[K] };

/**
 * Verifies a signer of `signedData`. `detachedContentDigest` is the digest of the signed content
 * (a PDF's byte ranges) when it is not encapsulated; without it the message digest is not checked.
 */
export async function verifySignerInfo(
  signedData: SignedData,
  engine: CryptoEngine,
  detachedContentDigest?: DigestSource,
  options: VerifySignerInfoOptions = {},
): Promise<SignerInfoVerification> {
  const signerInfo = options.signerInfo ?? signedData.signerInfos[0];
  // A SignedData without signers is valid CMS (a certificate bag) but not a signature.
  if (!signerInfo) throw new Asn1Error('SignedData has no signer info');
  const { digest, signature: algorithm, problems } = resolveSignerAlgorithms(signerInfo);
  const out: Mutable = {
    signerInfo,
    digestAlgorithm: digest,
    signatureAlgorithm: algorithm,
    messageDigest: 'not-checked',
    signature: 'not-checked',
    signingCertificate: 'not-checked',
    problems,
    intact: false,
  };
  if (signedData.certificateProblems.length) problems.push('certificate-malformed');
  if (signerInfo.attributeProblems.length) problems.push('attribute-malformed');
  const candidates = [...signedData.certificates, ...(options.extraCertificates ?? [])];
  out.signerCertificate = await findSignerCertificate(signerInfo.sid, candidates, engine);
  if (!out.signerCertificate) problems.push('signer-certificate-missing');
  const essCheck = await checkSigningCertificateAttribute(signerInfo, out.signerCertificate, engine);
  out.signingCertificate =
    essCheck === 'hash-mismatch' || essCheck === 'issuer-serial-mismatch' ? 'mismatch' : essCheck;
  if (essCheck === 'hash-mismatch') problems.push('signing-certificate-mismatch');
  if (essCheck === 'issuer-serial-mismatch') problems.push('signing-certificate-issuer-serial-mismatch');

  // The digest of the content: encapsulated content wins, as CMS defines it.
  let contentDigest: Uint8Array | undefined;
  if (digest) {
    const { encapsulatedContent } = signedData;
    if (encapsulatedContent) contentDigest = await engine.digest(digest, encapsulatedContent);
    else if (detachedContentDigest instanceof Uint8Array) contentDigest = detachedContentDigest;
    else if (detachedContentDigest) contentDigest = await detachedContentDigest(digest);
  }
  const signedAttrs = signerInfo.signedAttributesDer;
  if (signedAttrs) {
    if (!signerInfo.contentType) problems.push('content-type-missing');
    else if (signerInfo.contentType !== signedData.encapsulatedContentType) problems.push('content-type-mismatch');
    if (!signerInfo.messageDigest) out.messageDigest = 'missing';
    else if (contentDigest)
      out.messageDigest = bytesEqual(signerInfo.messageDigest, contentDigest) ? 'match' : 'mismatch';
    if (out.messageDigest === 'missing') problems.push('message-digest-missing');
    if (out.messageDigest === 'mismatch') problems.push('message-digest-mismatch');
  } else out.messageDigest = 'absent';

  const key = out.signerCertificate?.publicKeyInfo;
  if (key && algorithm) {
    try {
      let ok: boolean | undefined;
      if (signedAttrs) ok = await engine.verify(key.der, algorithm, signedAttrs, signerInfo.signature);
      else if (signedData.encapsulatedContent) {
        ok = await engine.verify(key.der, algorithm, signedData.encapsulatedContent, signerInfo.signature);
      } else if (contentDigest) {
        // SM2 signs SM3(Z || content): a digest of the content alone cannot be checked.
        if (algorithm.name === 'SM2') throw new CryptoEngineError('unsupported-algorithm', 'SM2 over a digest');
        const hash = (alg: DigestAlgorithm, data: Uint8Array) => engine.digest(alg, data);
        ok = await verifyDigestSignature(key, algorithm, contentDigest, signerInfo.signature, hash);
      }
      if (ok !== undefined) out.signature = ok ? 'valid' : 'invalid';
    } catch (error) {
      if (!(error instanceof CryptoEngineError)) throw error;
      const unsupported = error.code === 'unsupported-algorithm';
      out.signature = unsupported ? 'unsupported' : 'invalid';
      problems.push(unsupported ? 'signature-algorithm-unsupported' : 'signer-key-mismatch');
    }
    if (out.signature === 'invalid' && !problems.includes('signer-key-mismatch')) problems.push('signature-invalid');
  }
  const fatal: readonly SignerInfoProblem[] = [
    'algorithm-constraint',
    'content-type-missing',
    'content-type-mismatch',
    'signing-certificate-mismatch',
    'signing-certificate-issuer-serial-mismatch',
  ];
  out.intact =
    out.signature === 'valid' &&
    (out.messageDigest === 'match' || out.messageDigest === 'absent') &&
    !problems.some((p) => fatal.includes(p) || p === 'digest-algorithm-invalid');
  return Object.freeze({ ...out, problems: Object.freeze([...new Set(problems)]) });
}
