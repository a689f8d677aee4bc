// OCSPRequest DER for a client (the signer gathering B-LT data, the validator checking online):
// unsigned, with a nonce extension when given, as RFC 6960 and RFC 8954 describe.
import { derExplicit, derSequence } from '../asn1/der-encode';
import { derOctetString, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import type { OcspCertId } from './types';

export interface BuildOcspRequestOptions {
  readonly certIds: readonly OcspCertId[];
  /** 1–32 random bytes (RFC 8954); sent as an OCTET STRING in the nonce extension. */
  readonly nonce?: Uint8Array;
}

export function buildOcspRequest(options: BuildOcspRequestOptions): Uint8Array {
  if (options.certIds.length === 0) throw new RangeError('an OCSP request asks about at least one certificate');
  const extensions = options.nonce
    ? derExplicit(2, derSequence(derSequence(derOid(OID.ocspNonce), derOctetString(derOctetString(options.nonce)))))
    : undefined;
  const requestList = derSequence(...options.certIds.map((id) => derSequence(id.der)));
  return derSequence(derSequence(requestList, extensions));
}
