// X.509 v2 certificate revocation lists (RFC 5280 §5) for the platform PKI: the issuing CA's CRL
// served under /ecapi and embedded in PAdES B-LT signatures. CRL number, authority key identifier
// and next update are always written; each entry carries its reason unless it is "unspecified"
// (RFC 5280 §5.3.1 asks to omit that one). Signed through the engine or an external signer.
import { derExplicit, derImplicit, derSequence } from '../asn1/der-encode';
import {
  derBitString,
  derBoolean,
  derEnumerated,
  derGeneralizedTime,
  derInteger,
  derOctetString,
  derOid,
  derTime,
} from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { encodeSignatureAlgorithm } from '../crypto/encode-algorithm-identifier';
import { signWith, type Signer } from '../crypto/sign-with';
import type { CryptoEngine, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from './certificate';

/** CRLReason (RFC 5280 §5.3.1) by code; 7 is unused. OCSP's revocationReason uses the same codes. */
export const CRL_REASONS = [
  'unspecified',
  'keyCompromise',
  'cACompromise',
  'affiliationChanged',
  'superseded',
  'cessationOfOperation',
  'certificateHold',
  undefined,
  'removeFromCRL',
  'privilegeWithdrawn',
  'aACompromise',
] as const;
export type CrlReason = Exclude<(typeof CRL_REASONS)[number], undefined>;

/** The code of a reason, as CRL entries and OCSP responses carry it. */
export function crlReasonCode(reason: CrlReason): number {
  return CRL_REASONS.indexOf(reason);
}

export interface RevokedCertificateEntry {
  readonly serialNumber: bigint | Uint8Array;
  readonly revocationDate: Date;
  /** Omitted from the entry when undefined or 'unspecified'. */
  readonly reason?: CrlReason;
  /** When the key is known or suspected to have been compromised (invalidityDate extension). */
  readonly invalidityDate?: Date;
}

export interface BuildCrlOptions {
  readonly engine: CryptoEngine;
  /** The CA whose certificates the list covers (and whose key signs it). */
  readonly issuer: Certificate;
  readonly signer: Signer;
  readonly signatureAlgorithm: SignatureAlgorithm;
  readonly thisUpdate: Date;
  readonly nextUpdate: Date;
  /** Monotonically increasing per issuer (RFC 5280 §5.2.3), at most 20 octets. */
  readonly crlNumber: bigint;
  readonly revoked: readonly RevokedCertificateEntry[];
}

const INVALIDITY_DATE = '2.5.29.24';

function extension(oid: string, value: Uint8Array, critical = false): Uint8Array {
  return derSequence(derOid(oid), critical ? derBoolean(true) : undefined, derOctetString(value));
}

function entry(revoked: RevokedCertificateEntry): Uint8Array {
  const extensions: Uint8Array[] = [];
  if (revoked.reason && revoked.reason !== 'unspecified') {
    extensions.push(extension(OID.crlReason, derEnumerated(crlReasonCode(revoked.reason))));
  }
  if (revoked.invalidityDate) extensions.push(extension(INVALIDITY_DATE, derGeneralizedTime(revoked.invalidityDate)));
  return derSequence(
    derInteger(revoked.serialNumber),
    derTime(revoked.revocationDate),
    extensions.length ? derSequence(...extensions) : undefined,
  );
}

/** Builds and signs a CRL; returns its DER (CertificateList). */
export async function buildCrl(options: BuildCrlOptions): Promise<Uint8Array> {
  const { engine, issuer } = options;
  if (options.crlNumber < 0n) throw new RangeError('a CRL number is never negative');
  if (options.nextUpdate.getTime() <= options.thisUpdate.getTime()) {
    throw new RangeError('a CRL’s next update must follow its this update');
  }
  const keyId = issuer.subjectKeyIdentifier ?? (await engine.digest('SHA-1', issuer.publicKeyInfo.publicKey));
  const crlExtensions = [
    extension(OID.authorityKeyIdentifier, derSequence(derImplicit(0, derOctetString(keyId)))),
    extension(OID.crlNumber, derInteger(options.crlNumber)),
  ];
  const algorithm = encodeSignatureAlgorithm(options.signatureAlgorithm);
  const tbs = derSequence(
    derInteger(1), // v2: required once extensions are present
    algorithm,
    issuer.subject.der,
    derTime(options.thisUpdate),
    derTime(options.nextUpdate),
    options.revoked.length ? derSequence(...options.revoked.map(entry)) : undefined,
    derExplicit(0, derSequence(...crlExtensions)),
  );
  const signature = await signWith(engine, options.signer, options.signatureAlgorithm, tbs, issuer.publicKeyInfo.der);
  return derSequence(tbs, algorithm, derBitString(signature));
}
