// The frozen result of checking one SignerInfo: each check's outcome, problem codes, and the
// derived `intact`. The PDF validator adds coverage, trust and time on top of it.
import type { DigestAlgorithm, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import type { SignerInfo } from './types';

export type SignerInfoProblem =
  /** No certificate in the CMS (or given) matches the signer identifier. */
  | 'signer-certificate-missing'
  /** A certificate in the CMS could not be parsed. */
  | 'certificate-malformed'
  /** A digest algorithm this package knows but does not compute (SHA-3, SHAKE128, MD5 …). */
  | 'digest-algorithm-unsupported'
  | 'digest-algorithm-unknown'
  /** A signature-algorithm OID where a digest algorithm belongs. */
  | 'digest-algorithm-invalid'
  | 'signature-algorithm-unsupported'
  | 'signature-algorithm-unknown'
  | 'signature-algorithm-malformed'
  /** A combination the algorithm's specification forbids (RFC 8419: Ed448 needs SHAKE256). */
  | 'algorithm-constraint'
  /** The signer's key cannot make this kind of signature, or is broken. */
  | 'signer-key-mismatch'
  | 'content-type-missing'
  | 'content-type-mismatch'
  /** Signed attributes present but no message-digest attribute. */
  | 'message-digest-missing'
  | 'message-digest-mismatch'
  | 'signature-invalid'
  /** The ESS signing-certificate(-v2) attribute's hash is not the signer certificate's. */
  | 'signing-certificate-mismatch'
  /** Its hash matches, but its issuer and serial number name another certificate. */
  | 'signing-certificate-issuer-serial-mismatch'
  /** A signed attribute failed to decode. */
  | 'attribute-malformed'
  /** Informational: SHA-1 digest. */
  | 'weak-digest-algorithm';

export type Outcome<T extends string> = T | 'not-checked';

export interface SignerInfoVerification {
  readonly signerInfo: SignerInfo;
  readonly signerCertificate?: Certificate;
  readonly digestAlgorithm?: DigestAlgorithm;
  readonly signatureAlgorithm?: SignatureAlgorithm;
  /** 'absent' when there are no signed attributes: the signature covers the content digest itself. */
  readonly messageDigest: Outcome<'match' | 'mismatch' | 'missing' | 'absent'>;
  readonly signature: Outcome<'valid' | 'invalid' | 'unsupported'>;
  readonly signingCertificate: Outcome<'match' | 'mismatch' | 'absent'>;
  readonly problems: readonly SignerInfoProblem[];
  /** The content digest is the signed one and the signature verifies with the signer's key. */
  readonly intact: boolean;
}
