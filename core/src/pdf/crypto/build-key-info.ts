// SPKI and PKCS#8 writers for the keys the engine makes or derives itself: SM2 keys (generated
// in plain TypeScript) and public keys rebuilt from a WebCrypto JWK export.
import { derSequence, derExplicit } from '../asn1/der-encode';
import { derBitString, derInteger, derNull, derOctetString, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { CURVES } from './ec-curves';
import type { NamedCurve } from './types';

/** SPKI for an EC key (SM2 included): id-ecPublicKey with the named curve, SEC 1 point. */
export function buildEcPublicKeyInfo(curve: NamedCurve, point: Uint8Array): Uint8Array {
  return derSequence(derSequence(derOid(OID.ecPublicKey), derOid(CURVES[curve].oid)), derBitString(point));
}

/** SPKI for an RSA key (rsaEncryption, NULL parameters). */
export function buildRsaPublicKeyInfo(n: Uint8Array, e: Uint8Array): Uint8Array {
  const rsaPublicKey = derSequence(derInteger(n), derInteger(e));
  return derSequence(derSequence(derOid(OID.rsaEncryption), derNull()), derBitString(rsaPublicKey));
}

/** SPKI for an EdDSA key (RFC 8410: no parameters). */
export function buildEdPublicKeyInfo(type: 'Ed25519' | 'Ed448', key: Uint8Array): Uint8Array {
  return derSequence(derSequence(derOid(type === 'Ed25519' ? OID.ed25519 : OID.ed448)), derBitString(key));
}

/** PKCS#8 for an EC key, the layout OpenSSL writes (curve in the algorithm, public key inside). */
export function buildEcPrivateKeyInfo(curve: NamedCurve, d: Uint8Array, point: Uint8Array): Uint8Array {
  const ecPrivateKey = derSequence(derInteger(1), derOctetString(d), derExplicit(1, derBitString(point)));
  const algorithm = derSequence(derOid(OID.ecPublicKey), derOid(CURVES[curve].oid));
  return derSequence(derInteger(0), algorithm, derOctetString(ecPrivateKey));
}
