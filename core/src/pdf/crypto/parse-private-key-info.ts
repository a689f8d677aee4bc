// PKCS#8 PrivateKeyInfo (RFC 5208/5958) to its parts: which algorithm, and for EC keys the
// scalar and (when present) the public point of the inner ECPrivateKey (RFC 5915).
import { parseDer } from '../asn1/parse-der';
import { childAt, contextChild, explicitInner } from '../asn1/der-navigation';
import { readOid } from '../asn1/read-oid';
import { readBitString, readOctetString } from '../asn1/read-bytes';
import { readUnsignedBytes } from '../asn1/read-integer';
import { OID } from '../asn1/oids';
import { TAG } from '../asn1/tags';
import { bytesToBigInt } from './big-integer';
import { curveFromOid } from './ec-curves';
import type { KeyType, NamedCurve } from './types';

export interface PrivateKeyInfo {
  readonly der: Uint8Array;
  readonly algorithmOid: string;
  readonly keyType?: KeyType;
  readonly curve?: NamedCurve;
  /** Contents of the privateKey OCTET STRING (RSAPrivateKey, ECPrivateKey, or an EdDSA seed). */
  readonly privateKey: Uint8Array;
  readonly rsa?: { readonly n: bigint; readonly e: bigint };
  /** EC scalar and, when the key carries it, the SEC 1 public point. */
  readonly ec?: { readonly d: Uint8Array; readonly publicPoint?: Uint8Array };
}

/** Parses PKCS#8 DER; throws Asn1Error on a malformed structure. */
export function parsePrivateKeyInfo(der: Uint8Array): PrivateKeyInfo {
  const root = parseDer(der, { allowTrailing: true });
  const algorithm = childAt(root, 1, TAG.SEQUENCE, 'PrivateKeyInfo');
  const algorithmOid = readOid(childAt(algorithm, 0));
  const privateKey = readOctetString(childAt(root, 2));
  const base = { der: root.der, algorithmOid, privateKey };
  if (algorithmOid === OID.rsaEncryption || algorithmOid === OID.rsassaPss) {
    const key = parseDer(privateKey);
    const n = bytesToBigInt(readUnsignedBytes(childAt(key, 1)));
    const e = bytesToBigInt(readUnsignedBytes(childAt(key, 2)));
    return Object.freeze({ ...base, keyType: 'RSA' as const, rsa: { n, e } });
  }
  if (algorithmOid === OID.ecPublicKey || algorithmOid === OID.sm2Curve) {
    const key = parseDer(privateKey);
    const params = algorithm.children[1];
    const inner = contextChild(key, 0);
    const curveOid =
      algorithmOid === OID.sm2Curve ? OID.sm2Curve : params ? readOid(params) : inner && readOid(explicitInner(inner));
    const pub = contextChild(key, 1);
    const ec = {
      d: readOctetString(childAt(key, 1)),
      publicPoint: pub ? readBitString(explicitInner(pub)).bytes : undefined,
    };
    return Object.freeze({
      ...base,
      keyType: 'EC' as const,
      curve: curveOid ? curveFromOid(curveOid)?.name : undefined,
      ec,
    });
  }
  if (algorithmOid === OID.ed25519 || algorithmOid === OID.ed448) {
    const keyType = algorithmOid === OID.ed25519 ? ('Ed25519' as const) : ('Ed448' as const);
    return Object.freeze({ ...base, keyType });
  }
  return Object.freeze(base);
}
