// Checks an RFC 3161 token: its CMS signature over TSTInfo and that its message imprint is the
// digest of the data it claims to time-stamp. Whether the TSA is trusted is the validator's call;
// the TSA certificate and its extended key usage are reported for it.
import { bytesEqual } from '../asn1/bytes-equal';
import { OID } from '../asn1/oids';
import { digestAlgorithmFromOid } from '../crypto/digest-algorithms';
import type { CryptoEngine, DigestAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import { parseTimeStampToken } from './parse-signed-data';
import type { SignerInfoVerification } from './signer-info-verification';
import type { TimeStampToken } from './types';
import { verifySignerInfo, type DigestSource } from './verify-signer-info';

export type TimeStampProblem =
  | 'imprint-mismatch'
  | 'imprint-algorithm-unsupported'
  | 'nonce-mismatch'
  /** The signing certificate lacks extended key usage id-kp-timeStamping (RFC 3161 §2.3). */
  | 'tsa-certificate-not-for-time-stamping';

export interface TimeStampVerification {
  readonly token: TimeStampToken;
  readonly genTime: Date;
  readonly imprintAlgorithm?: DigestAlgorithm;
  readonly imprint: 'match' | 'mismatch' | 'unsupported' | 'not-checked';
  readonly signer: SignerInfoVerification;
  readonly tsaCertificate?: Certificate;
  readonly problems: readonly TimeStampProblem[];
  /** Token signature intact and imprint matching. */
  readonly valid: boolean;
}

/**
 * Verifies `token`. `imprintedData` is the time-stamped data's digest source: for a signature
 * time-stamp, the signature value's digest; for a document time-stamp, the byte ranges' digest.
 */
export async function verifyTimeStampToken(
  token: Uint8Array | TimeStampToken,
  engine: CryptoEngine,
  imprintedData?: DigestSource,
  options: { readonly nonce?: bigint; readonly extraCertificates?: readonly Certificate[] } = {},
): Promise<TimeStampVerification> {
  const parsed = token instanceof Uint8Array ? parseTimeStampToken(token) : token;
  const { tstInfo } = parsed;
  const problems: TimeStampProblem[] = [];
  const signer = await verifySignerInfo(parsed.signedData, engine, undefined, {
    extraCertificates: options.extraCertificates,
  });
  const imprintAlgorithm = digestAlgorithmFromOid(tstInfo.messageImprint.hashAlgorithm.oid);
  let imprint: TimeStampVerification['imprint'] = 'not-checked';
  if (!imprintAlgorithm) {
    imprint = 'unsupported';
    problems.push('imprint-algorithm-unsupported');
  } else if (imprintedData) {
    const expected = imprintedData instanceof Uint8Array ? imprintedData : await imprintedData(imprintAlgorithm);
    imprint = bytesEqual(expected, tstInfo.messageImprint.hashedMessage) ? 'match' : 'mismatch';
    if (imprint === 'mismatch') problems.push('imprint-mismatch');
  }
  if (options.nonce !== undefined && tstInfo.nonce !== options.nonce) problems.push('nonce-mismatch');
  const tsa = signer.signerCertificate;
  if (tsa && !tsa.extendedKeyUsage?.includes(OID.ekuTimeStamping))
    problems.push('tsa-certificate-not-for-time-stamping');
  return Object.freeze({
    token: parsed,
    genTime: tstInfo.genTime,
    imprintAlgorithm,
    imprint,
    signer,
    tsaCertificate: tsa,
    problems: Object.freeze(problems),
    valid: signer.intact && imprint === 'match' && !problems.includes('nonce-mismatch'),
  });
}
