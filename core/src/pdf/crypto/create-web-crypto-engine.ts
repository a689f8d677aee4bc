// The CryptoEngine over an injected SubtleCrypto: Node's globalThis.crypto.subtle on the server
// and CLI (native speed), the browser's in the portal and extension. What WebCrypto lacks — SM3,
// SHAKE256, SM2, digest-level RSA/ECDSA, PSS with a different MGF1 hash — runs in plain TypeScript, so every
// platform answers the same algorithms the same way.
import { concatBytes } from '../asn1/concat-bytes';
import { bigIntToBytes, bytesToBigInt } from './big-integer';
import { buildEcPrivateKeyInfo } from './build-key-info';
import { CryptoEngineError } from './crypto-engine-error';
import { DIGESTS } from './digest-algorithms';
import { CURVES } from './ec-curves';
import { encodePoint } from './ec-point-codec';
import { shake256 } from './keccak';
import { ecdsaRawToDer } from './ecdsa-signature-codec';
import { createKeyState, importedKey, type KeyState } from './engine-key-state';
import { parsePrivateKeyInfo } from './parse-private-key-info';
import { randomBytesFromSubtle } from './random-bytes-from-subtle';
import { sm2Digest } from './sm2-digest';
import { sm2PublicPoint } from './sm2-public-point';
import { sm2Sign } from './sm2-sign';
import { Sm3 } from './sm3';
import { toBufferSource } from './to-buffer-source';
import type {
  CryptoEngine,
  DigestAlgorithm,
  GeneratedKeyPair,
  KeyPairSpec,
  PrivateKeyHandle,
  SignatureAlgorithm,
} from './types';
import { verifyWithWebCrypto } from './verify-with-web-crypto';
import { assertKeyFits, importParams, operationParams } from './web-crypto-params';

export interface WebCryptoEngineOptions {
  /** crypto.getRandomValues of the platform; without it random bytes come through `subtle`. */
  readonly getRandomValues?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
}

/** An engine over `subtle`. Key handles it returns work only with this engine. */
export function createWebCryptoEngine(subtle: SubtleCrypto, options: WebCryptoEngineOptions = {}): CryptoEngine {
  const keys = new WeakMap<PrivateKeyHandle, KeyState>();

  async function digest(algorithm: DigestAlgorithm, data: Uint8Array | readonly Uint8Array[]): Promise<Uint8Array> {
    const parts = data instanceof Uint8Array ? [data] : data;
    if (algorithm === 'SM3') {
      const h = new Sm3();
      for (const p of parts) h.update(p);
      return h.digest();
    }
    if (algorithm === 'SHAKE256') {
      const h = shake256();
      for (const p of parts) h.update(p);
      return h.digest(DIGESTS.SHAKE256.length);
    }
    const whole = parts.length === 1 ? parts[0]! : concatBytes(parts);
    return new Uint8Array(await subtle.digest(algorithm, toBufferSource(whole)));
  }

  async function importPrivateKey(pkcs8: Uint8Array, algorithm?: SignatureAlgorithm): Promise<PrivateKeyHandle> {
    let info;
    try {
      info = parsePrivateKeyInfo(pkcs8);
    } catch (error) {
      throw new CryptoEngineError('invalid-key', `not a PKCS#8 private key: ${(error as Error).message}`);
    }
    if (algorithm) assertKeyFits(info.keyType, info.curve, algorithm);
    const { state, handle } = await createKeyState(subtle, info);
    const frozen = Object.freeze({ ...handle });
    keys.set(frozen, state);
    return frozen;
  }

  const engine: CryptoEngine = {
    digest,
    importPrivateKey,

    async sign(key, algorithm, data) {
      const state = keys.get(key);
      if (!state) throw new CryptoEngineError('foreign-key-handle', 'the key was not imported by this engine');
      assertKeyFits(key.keyType, key.curve, algorithm);
      if ('hash' in algorithm && algorithm.hash === 'SHA-1') {
        throw new CryptoEngineError('weak-algorithm', 'SHA-1 signatures are verified, never made');
      }
      if (algorithm.name === 'SM2') return sm2Sign(state.sm2!.d, sm2Digest(state.sm2!.point, data, algorithm.userId));
      const params = importParams(algorithm, key.curve);
      if (!params)
        throw new CryptoEngineError('unsupported-algorithm', `cannot sign with ${JSON.stringify(algorithm)}`);
      const cryptoKey = await importedKey(subtle, state, params);
      const raw = new Uint8Array(await subtle.sign(operationParams(algorithm), cryptoKey, toBufferSource(data)));
      return algorithm.name === 'ECDSA' ? ecdsaRawToDer(raw) : raw;
    },

    verify: (spki, algorithm, data, signature) => verifyWithWebCrypto(subtle, digest, spki, algorithm, data, signature),

    async generateKeyPair(spec: KeyPairSpec): Promise<GeneratedKeyPair> {
      let pkcs8: Uint8Array;
      if (spec.type === 'EC' && spec.curve === 'SM2') {
        const n = CURVES.SM2.n;
        let d = 0n;
        // Rejection sampling keeps d uniform in [1, n-2].
        while (d < 1n || d > n - 2n) d = bytesToBigInt(await engine.randomBytes(32));
        const point = sm2PublicPoint(d);
        pkcs8 = buildEcPrivateKeyInfo('SM2', bigIntToBytes(d, 32), encodePoint(CURVES.SM2, point.x, point.y));
      } else {
        const params =
          spec.type === 'RSA'
            ? {
                name: 'RSASSA-PKCS1-v1_5',
                modulusLength: spec.modulusLength,
                publicExponent: Uint8Array.of(1, 0, 1),
                hash: 'SHA-256',
              }
            : spec.type === 'EC'
              ? { name: 'ECDSA', namedCurve: spec.curve }
              : { name: 'Ed25519' };
        const pair = (await subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
        pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
      }
      const privateKey = await importPrivateKey(pkcs8);
      return Object.freeze({ privateKey, pkcs8, spki: privateKey.publicKey });
    },

    async randomBytes(length) {
      if (!options.getRandomValues) return randomBytesFromSubtle(subtle, length);
      const out = new Uint8Array(length);
      // getRandomValues fills at most 65536 bytes per call.
      for (let i = 0; i < length; i += 65536) options.getRandomValues(out.subarray(i, Math.min(length, i + 65536)));
      return out;
    },
  };
  return Object.freeze(engine);
}
