// The engine's verify(): WebCrypto where it can (RSA, PSS, ECDSA on NIST curves, EdDSA when the
// platform has it), plain TypeScript for SM2, SM3-based schemes and PSS with a separate MGF1 hash.
import { derSequence } from '../asn1/der-encode';
import { derBitString, derNull, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { CryptoEngineError } from './crypto-engine-error';
import { CURVES } from './ec-curves';
import { decodePoint } from './ec-point-codec';
import { ecdsaDerToRaw } from './ecdsa-signature-codec';
import { parsePublicKeyInfo, type PublicKeyInfo } from './parse-public-key-info';
import { sm2Digest } from './sm2-digest';
import { sm2Verify } from './sm2-verify';
import { toBufferSource } from './to-buffer-source';
import type { DigestAlgorithm, SignatureAlgorithm } from './types';
import { verifyDigestSignature } from './verify-digest-signature';
import { assertKeyFits, importParams, operationParams } from './web-crypto-params';

type Digest = (algorithm: DigestAlgorithm, data: Uint8Array) => Promise<Uint8Array>;

/** Browsers refuse SPKI tagged id-RSASSA-PSS; the key itself is the same RSA key. */
function webSpki(info: PublicKeyInfo): Uint8Array {
  if (info.algorithmOid !== OID.rsassaPss) return info.der;
  return derSequence(derSequence(derOid(OID.rsaEncryption), derNull()), derBitString(info.publicKey));
}

export async function verifyWithWebCrypto(
  subtle: SubtleCrypto,
  digest: Digest,
  spki: Uint8Array,
  algorithm: SignatureAlgorithm,
  data: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  let info: PublicKeyInfo;
  try {
    info = parsePublicKeyInfo(spki);
  } catch (error) {
    throw new CryptoEngineError('invalid-key', `not a SubjectPublicKeyInfo: ${(error as Error).message}`);
  }
  assertKeyFits(info.keyType, info.curve, algorithm);
  if (algorithm.name === 'SM2') {
    const point = decodePoint(CURVES.SM2, info.publicKey);
    return sm2Verify(point, sm2Digest(point, data, algorithm.userId), signature);
  }
  if (algorithm.name === 'ECDSA' && !info.curve) {
    throw new CryptoEngineError('unsupported-algorithm', `ECDSA on curve ${info.curveOid ?? '?'}`);
  }
  const params = importParams(algorithm, info.curve);
  if (!params) {
    // SM3 hashes, ECDSA on the SM2 curve, PSS with another MGF1 hash: hash here, verify in TS.
    if (!('hash' in algorithm)) throw new CryptoEngineError('unsupported-algorithm', algorithm.name);
    return verifyDigestSignature(info, algorithm, await digest(algorithm.hash, data), signature, digest);
  }
  let key: CryptoKey;
  try {
    key = await subtle.importKey('spki', toBufferSource(webSpki(info)), params, false, ['verify']);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'NotSupportedError') throw new CryptoEngineError('unsupported-algorithm', `${algorithm.name} here`);
    throw new CryptoEngineError('invalid-key', `cannot import public key: ${(error as Error).message}`);
  }
  let sig = signature;
  if (algorithm.name === 'ECDSA') {
    const raw = ecdsaDerToRaw(signature, CURVES[info.curve!].size);
    if (!raw) return false;
    sig = raw;
  }
  try {
    return await subtle.verify(operationParams(algorithm), key, toBufferSource(sig), toBufferSource(data));
  } catch {
    // Some platforms throw instead of answering false for a signature of the wrong length.
    return false;
  }
}
