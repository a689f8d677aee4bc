// The engine `ecsign verify` checks with: the CLI's node:crypto engine, whose verify() runs
// RSA, RSA-PSS, ECDSA on NIST curves and Ed25519/Ed448 synchronously through node:crypto with the
// public keys cached — a CA's key verifies every certificate it issued across a whole folder, and
// WebCrypto's per-call key import and thread-pool round trip were most of a check's time.
// Everything else (SM2, SM3-based schemes, PSS with another MGF1 hash, keys node:crypto cannot
// read) and every refusal goes to the engine underneath, so the answers are the same.
import { constants, createPublicKey, verify as nodeVerify, type KeyObject } from 'node:crypto';
import {
  OID,
  childAt,
  ecdsaDerToRaw,
  parseDer,
  readUnsignedBytes,
  parsePublicKeyInfo,
  type CryptoEngine,
  type DigestAlgorithm,
  type PublicKeyInfo,
  type SignatureAlgorithm,
} from '@ecsign/core/pdf';
import { createNodeCryptoEngine } from '../node-crypto-engine';

const NODE_HASHES: Partial<Record<DigestAlgorithm, string>> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};
const CURVE_SIZES: Record<string, number> = { 'P-256': 32, 'P-384': 48, 'P-521': 66 };
/** Public keys kept (a folder of contracts has few distinct CAs and signers). */
const CACHE_SIZE = 512;

interface CachedKey {
  readonly info: PublicKeyInfo;
  /** undefined when node:crypto cannot read the key: the fallback answers then. */
  readonly key?: KeyObject;
}

/**
 * An RSA key built from its modulus and exponent (JWK): OpenSSL 3 decodes SPKI DER through its
 * generic decoders, up to half a millisecond a key, against microseconds from the numbers — and a
 * folder of contracts brings a hundred keys. Used only when the key re-encodes to exactly the DER
 * given, so every key is accepted or refused as the DER import would.
 */
function rsaKeyFromParts(info: PublicKeyInfo, spki: Uint8Array): KeyObject | undefined {
  if (info.algorithmOid !== OID.rsaEncryption) return undefined;
  try {
    const rsaKey = parseDer(info.publicKey);
    const part = (index: number) => Buffer.from(readUnsignedBytes(childAt(rsaKey, index))).toString('base64url');
    const key = createPublicKey({ key: { kty: 'RSA', n: part(0), e: part(1) }, format: 'jwk' });
    const der = key.export({ type: 'spki', format: 'der' });
    return der.length === spki.length && der.equals(spki) ? key : undefined;
  } catch {
    return undefined; // the DER import decides
  }
}

export function createVerifyEngine(fallback: CryptoEngine = createNodeCryptoEngine()): CryptoEngine {
  const cache = new Map<string, CachedKey | null>();

  function keyFor(spki: Uint8Array): CachedKey | null {
    const id = Buffer.from(spki.buffer, spki.byteOffset, spki.byteLength).toString('base64');
    let entry = cache.get(id);
    if (entry === undefined) {
      try {
        const info = parsePublicKeyInfo(spki);
        let key: KeyObject | undefined;
        try {
          key = rsaKeyFromParts(info, spki) ?? createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
        } catch {
          key = undefined;
        }
        entry = { info, key };
      } catch {
        entry = null; // not a SubjectPublicKeyInfo: the fallback throws the engine's error
      }
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(id, entry);
    }
    return entry;
  }

  /** node:crypto's answer, or undefined when the fallback must answer. */
  function verifyNatively(spki: Uint8Array, algorithm: SignatureAlgorithm, data: Uint8Array, signature: Uint8Array) {
    const entry = keyFor(spki);
    if (!entry?.key) return undefined;
    const { info, key } = entry;
    const hash = 'hash' in algorithm ? NODE_HASHES[algorithm.hash] : undefined;
    try {
      switch (algorithm.name) {
        case 'RSASSA-PKCS1-v1_5':
          if (!hash || info.algorithmOid !== OID.rsaEncryption) return undefined;
          return nodeVerify(hash, data, key, signature);
        case 'RSA-PSS':
          if (!hash || info.algorithmOid !== OID.rsaEncryption) return undefined;
          if (algorithm.mgfHash && algorithm.mgfHash !== algorithm.hash) return undefined;
          return nodeVerify(
            hash,
            data,
            { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: algorithm.saltLength },
            signature,
          );
        case 'ECDSA': {
          const size = info.curve ? CURVE_SIZES[info.curve] : undefined;
          if (!hash || info.keyType !== 'EC' || !size) return undefined;
          // The same DER reading as the WebCrypto engine, so both accept exactly the same encodings.
          const raw = ecdsaDerToRaw(signature, size);
          return raw ? nodeVerify(hash, data, { key, dsaEncoding: 'ieee-p1363' }, raw) : false;
        }
        case 'Ed25519':
        case 'Ed448':
          if (info.keyType !== algorithm.name) return undefined;
          return nodeVerify(null, data, key, signature);
        default:
          return undefined;
      }
    } catch {
      // As WebCrypto: a signature of the wrong length or shape is a wrong signature.
      return false;
    }
  }

  const engine: CryptoEngine = {
    ...fallback,
    async verify(spki, algorithm, data, signature) {
      return verifyNatively(spki, algorithm, data, signature) ?? fallback.verify(spki, algorithm, data, signature);
    },
  };
  return Object.freeze(engine);
}
