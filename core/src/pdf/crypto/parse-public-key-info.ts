// SubjectPublicKeyInfo (RFC 5280) to what the engine needs to pick an algorithm: key type, curve,
// RSA modulus and exponent. forge's pki reads only RSA, so EC, SM2 and EdDSA keys go through here.
import { parseDer } from '../asn1/parse-der';
import { childAt } from '../asn1/der-navigation';
import { readOid } from '../asn1/read-oid';
import { readBitString } from '../asn1/read-bytes';
import { readUnsignedBytes } from '../asn1/read-integer';
import { OID } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { bitLength, bytesToBigInt } from './big-integer';
import { curveFromOid } from './ec-curves';
import type { KeyType, NamedCurve } from './types';

export interface PublicKeyInfo {
  readonly der: Uint8Array;
  readonly algorithmOid: string;
  /** Undefined for algorithms this package does not know (DSA, GOST …). */
  readonly keyType?: KeyType;
  readonly curve?: NamedCurve;
  /** The curve's OID even when the curve is unknown. */
  readonly curveOid?: string;
  /** Contents of the subjectPublicKey BIT STRING (RSAPublicKey DER, EC point, raw EdDSA key). */
  readonly publicKey: Uint8Array;
  readonly rsa?: { readonly n: bigint; readonly e: bigint };
  /** Key size in bits (RSA modulus, curve order, 255/448 for EdDSA); 0 when unknown. */
  readonly keySize: number;
}

function keyTypeOf(oid: string): KeyType | undefined {
  if (oid === OID.rsaEncryption || oid === OID.rsassaPss) return 'RSA';
  if (oid === OID.ecPublicKey || oid === OID.sm2Curve) return 'EC';
  if (oid === OID.ed25519) return 'Ed25519';
  if (oid === OID.ed448) return 'Ed448';
  return undefined;
}

/** Bits of a big-endian unsigned number, as bitLength(bytesToBigInt(bytes)) without the BigInt. */
function byteBitLength(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  return i === bytes.length ? 0 : (bytes.length - i - 1) * 8 + (32 - Math.clz32(bytes[i]!));
}

/** Parses SPKI DER; throws Asn1Error on a malformed structure. */
export function parsePublicKeyInfo(der: Uint8Array): PublicKeyInfo {
  const root = parseDer(der, { allowTrailing: true });
  const algorithm = childAt(root, 0, TAG.SEQUENCE, 'SubjectPublicKeyInfo');
  const algorithmOid = readOid(childAt(algorithm, 0));
  const publicKey = readBitString(childAt(root, 1)).bytes;
  const keyType = keyTypeOf(algorithmOid);
  const params = algorithm.children[1];
  let info: PublicKeyInfo = { der: root.der, algorithmOid, keyType, publicKey, keySize: 0 };
  if (keyType === 'RSA') {
    const rsaKey = parseDer(publicKey);
    const modulus = readUnsignedBytes(childAt(rsaKey, 0));
    const exponent = readUnsignedBytes(childAt(rsaKey, 1));
    info = { ...info, keySize: byteBitLength(modulus) };
    // The BigInts only when asked for (pure-JS RSA checks, key comparison): a folder of contracts
    // parses hundreds of certificates, and node:crypto or WebCrypto verify with the DER.
    let rsa: PublicKeyInfo['rsa'];
    Object.defineProperty(info, 'rsa', {
      enumerable: true,
      get: () => (rsa ??= Object.freeze({ n: bytesToBigInt(modulus), e: bytesToBigInt(exponent) })),
    });
  } else if (keyType === 'EC') {
    // Some GM/T toolkits put the SM2 OID in place of id-ecPublicKey and omit the parameters.
    const curveOid = algorithmOid === OID.sm2Curve ? OID.sm2Curve : params && readOid(params);
    const curve = curveOid ? curveFromOid(curveOid) : undefined;
    info = { ...info, curveOid, curve: curve?.name, keySize: curve ? bitLength(curve.n) : 0 };
  } else if (keyType) {
    info = { ...info, keySize: keyType === 'Ed25519' ? 255 : 448 };
  }
  return Object.freeze(info);
}
