// Digest algorithms this package computes, with their OIDs and output lengths, and a lookup
// that tells "known but not computable" (SHA-3, SHAKE128, MD5) apart from "unknown".
import { OID } from '../asn1/oids';
import type { DigestAlgorithm } from './types';

export const DIGESTS: Readonly<Record<DigestAlgorithm, { readonly oid: string; readonly length: number }>> = {
  'SHA-1': { oid: OID.sha1, length: 20 },
  'SHA-256': { oid: OID.sha256, length: 32 },
  'SHA-384': { oid: OID.sha384, length: 48 },
  'SHA-512': { oid: OID.sha512, length: 64 },
  SM3: { oid: OID.sm3, length: 32 },
  SHAKE256: { oid: OID.shake256, length: 64 },
};

/** Digests recognised in signatures but not computed here: reported as unsupported, not unknown. */
export const RECOGNISED_UNSUPPORTED_DIGESTS: ReadonlySet<string> = new Set([
  OID.md5,
  OID.sha224,
  OID.sha512_224,
  OID.sha512_256,
  OID.sha3_224,
  OID.sha3_256,
  OID.sha3_384,
  OID.sha3_512,
  OID.shake128,
  // id-shake256-len carries its output length as a parameter, which DigestAlgorithm cannot express.
  OID.shake256len,
]);

/** The digest named by an OID, or undefined when this package cannot compute it. */
export function digestAlgorithmFromOid(oid: string): DigestAlgorithm | undefined {
  for (const [name, info] of Object.entries(DIGESTS)) if (info.oid === oid) return name as DigestAlgorithm;
  return undefined;
}
