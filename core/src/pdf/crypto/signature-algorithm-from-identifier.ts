// Maps a signature AlgorithmIdentifier (plus, for OIDs that name only the key type, the digest
// the CMS signer info declares) to a SignatureAlgorithm the engine can run, or to a reason it
// cannot: validators report that reason as a problem instead of failing.
import { parseDer } from '../asn1/parse-der';
import { contextChild, explicitInner, childAt } from '../asn1/der-navigation';
import { readOid } from '../asn1/read-oid';
import { readSmallInteger } from '../asn1/read-integer';
import { OID } from '../asn1/oids';
import type { AlgorithmIdentifier } from './algorithm-identifier';
import { digestAlgorithmFromOid } from './digest-algorithms';
import type { DigestAlgorithm, SignatureAlgorithm } from './types';

export type SignatureAlgorithmResolution =
  | { readonly ok: true; readonly algorithm: SignatureAlgorithm }
  | { readonly ok: false; readonly reason: 'unsupported' | 'unknown' | 'malformed'; readonly detail: string };

const FIXED: Readonly<Record<string, SignatureAlgorithm>> = {
  [OID.sha1WithRSAEncryption]: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' },
  [OID.sha256WithRSAEncryption]: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  [OID.sha384WithRSAEncryption]: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' },
  [OID.sha512WithRSAEncryption]: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' },
  [OID.ecdsaWithSha1]: { name: 'ECDSA', hash: 'SHA-1' },
  [OID.ecdsaWithSha256]: { name: 'ECDSA', hash: 'SHA-256' },
  [OID.ecdsaWithSha384]: { name: 'ECDSA', hash: 'SHA-384' },
  [OID.ecdsaWithSha512]: { name: 'ECDSA', hash: 'SHA-512' },
  [OID.sm2WithSm3]: { name: 'SM2', hash: 'SM3' },
  [OID.ed25519]: { name: 'Ed25519' },
  [OID.ed448]: { name: 'Ed448' },
};

const RECOGNISED_UNSUPPORTED = new Set<string>([
  OID.md5WithRSAEncryption,
  OID.sha224WithRSAEncryption,
  OID.rsaWithSha3_224,
  OID.rsaWithSha3_256,
  OID.rsaWithSha3_384,
  OID.rsaWithSha3_512,
  OID.ecdsaWithSha224,
  OID.ecdsaWithSha3_224,
  OID.ecdsaWithSha3_256,
  OID.ecdsaWithSha3_384,
  OID.ecdsaWithSha3_512,
  OID.dsa,
  OID.dsaWithSha1,
  OID.dsaWithSha256,
]);

/** RSASSA-PSS-params (RFC 4055): hash [0], MGF [1], salt length [2], trailer [3]; defaults SHA-1/20. */
function resolvePss(parameters: Uint8Array | undefined): SignatureAlgorithmResolution {
  let hash: DigestAlgorithm | undefined = 'SHA-1';
  let mgfHash: DigestAlgorithm | undefined = 'SHA-1';
  let saltLength = 20;
  if (parameters && parameters[0] !== 0x05) {
    const seq = parseDer(parameters);
    const h = contextChild(seq, 0);
    const m = contextChild(seq, 1);
    const s = contextChild(seq, 2);
    const t = contextChild(seq, 3);
    if (h) hash = digestAlgorithmFromOid(readOid(childAt(explicitInner(h), 0)));
    if (m) {
      const mgf = explicitInner(m);
      if (readOid(childAt(mgf, 0)) !== OID.mgf1)
        return { ok: false, reason: 'unsupported', detail: 'PSS mask function' };
      mgfHash = digestAlgorithmFromOid(readOid(childAt(childAt(mgf, 1), 0)));
    }
    if (s) saltLength = readSmallInteger(explicitInner(s));
    if (t && readSmallInteger(explicitInner(t)) !== 1) return { ok: false, reason: 'malformed', detail: 'PSS trailer' };
  }
  if (!hash || !mgfHash) return { ok: false, reason: 'unsupported', detail: 'PSS hash' };
  if (saltLength < 0 || saltLength > 1024) return { ok: false, reason: 'malformed', detail: 'PSS salt length' };
  const algorithm: SignatureAlgorithm =
    mgfHash === hash ? { name: 'RSA-PSS', hash, saltLength } : { name: 'RSA-PSS', hash, saltLength, mgfHash };
  return { ok: true, algorithm };
}

/**
 * Resolves `identifier`. `digest` is the signer info's digest algorithm, needed when the OID names
 * only the key (rsaEncryption, id-ecPublicKey), as many CMS producers write it.
 */
export function signatureAlgorithmFromIdentifier(
  identifier: AlgorithmIdentifier,
  digest?: DigestAlgorithm,
): SignatureAlgorithmResolution {
  const { oid } = identifier;
  const fixed = FIXED[oid];
  if (fixed) return { ok: true, algorithm: fixed };
  if (oid === OID.sm2Sign || oid === OID.sm2Curve) return { ok: true, algorithm: { name: 'SM2', hash: 'SM3' } };
  if (oid === OID.rsaEncryption || oid === OID.ecPublicKey) {
    if (!digest) return { ok: false, reason: 'unsupported', detail: `${oid} without a usable digest` };
    const name = oid === OID.rsaEncryption ? 'RSASSA-PKCS1-v1_5' : 'ECDSA';
    return { ok: true, algorithm: { name, hash: digest } };
  }
  if (oid === OID.rsassaPss) {
    try {
      return resolvePss(identifier.parameters);
    } catch {
      return { ok: false, reason: 'malformed', detail: 'PSS parameters' };
    }
  }
  if (RECOGNISED_UNSUPPORTED.has(oid)) return { ok: false, reason: 'unsupported', detail: oid };
  return { ok: false, reason: 'unknown', detail: oid };
}
