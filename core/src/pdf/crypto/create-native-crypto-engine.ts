// core's CryptoEngine on a platform's native crypto module shaped like node:crypto (Node, Bun, Deno
// all have one), passed in by the app since core imports no platform: SHA-1/SHA-2 hashed by
// streaming createHash over the parts (a PDF's two byte ranges are never copied into one buffer)
// and RSA, RSA-PSS, ECDSA and Ed25519/Ed448 signed synchronously with a native key, about twice
// the WebCrypto engine's rate on 200 KB documents. Everything else — SM2/SM3, SHAKE256,
// verification, key generation and the refusals (SHA-1 signatures, a key that does not fit the
// scheme) — is the fallback WebCrypto engine's, so both engines answer alike; key handles are
// that engine's handles.
import type { CryptoEngine, DigestAlgorithm, PrivateKeyHandle, SignatureAlgorithm } from './types';

/** The native private key object (node:crypto's KeyObject). */
export interface NativePrivateKey {
  readonly asymmetricKeyType?: string;
}

/** The part of node:crypto this engine uses; pass `import * as crypto from 'node:crypto'`. */
export interface NativeCrypto {
  createHash(algorithm: string): { update(data: Uint8Array): unknown; digest(): Uint8Array };
  createPrivateKey(options: { key: Uint8Array; format: 'der'; type: 'pkcs8' }): NativePrivateKey;
  sign(
    algorithm: string | null,
    data: Uint8Array,
    key: NativePrivateKey | { key: NativePrivateKey; padding?: number; saltLength?: number; dsaEncoding?: 'der' },
  ): Uint8Array;
  randomBytes(length: number): Uint8Array;
  readonly constants: { readonly RSA_PKCS1_PSS_PADDING: number };
  /**
   * The same signature computed off the calling thread, when the platform can (Node: crypto.sign
   * with a callback runs in libuv's thread pool), so a server's event loop keeps serving while
   * RSA works. Used instead of `sign` when given.
   */
  signAsync?(
    algorithm: string | null,
    data: Uint8Array,
    key: NativePrivateKey | { key: NativePrivateKey; padding?: number; saltLength?: number; dsaEncoding?: 'der' },
  ): Promise<Uint8Array>;
}

const NATIVE_HASHES: Partial<Record<DigestAlgorithm, string>> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

/** Hashes a signature may be made with (SHA-1 only verifies, and the fallback engine refuses it). */
const SIGNING_HASHES: ReadonlySet<DigestAlgorithm> = new Set(['SHA-256', 'SHA-384', 'SHA-512']);
const NATIVE_CURVES = new Set(['P-256', 'P-384', 'P-521']);

export function createNativeCryptoEngine(native: NativeCrypto, fallback: CryptoEngine): CryptoEngine {
  /** The native key behind a handle; null when only the fallback can use the key (SM2, RSA-PSS-only keys). */
  const nativeKeys = new WeakMap<PrivateKeyHandle, NativePrivateKey | null>();

  async function importPrivateKey(pkcs8: Uint8Array, algorithm?: SignatureAlgorithm): Promise<PrivateKeyHandle> {
    // The fallback parses and checks the key and gives the public half.
    const handle = await fallback.importPrivateKey(pkcs8, algorithm);
    let nativeKey: NativePrivateKey | null = null;
    if (handle.curve !== 'SM2') {
      try {
        nativeKey = native.createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
      } catch {
        // The fallback accepted what the native module does not read; it signs with it then.
      }
    }
    nativeKeys.set(handle, nativeKey);
    return handle;
  }

  const nativeSign: NativeCrypto['signAsync'] & {} = native.signAsync
    ? (algorithm, data, key) => native.signAsync!(algorithm, data, key)
    : async (algorithm, data, key) => native.sign(algorithm, data, key);

  /** The native sign for what it makes the way CMS carries it, else undefined. */
  function signNatively(key: PrivateKeyHandle, algorithm: SignatureAlgorithm, data: Uint8Array) {
    const nativeKey = nativeKeys.get(key);
    if (!nativeKey) return undefined;
    const type = nativeKey.asymmetricKeyType;
    const hash = 'hash' in algorithm && SIGNING_HASHES.has(algorithm.hash) ? NATIVE_HASHES[algorithm.hash] : undefined;
    switch (algorithm.name) {
      case 'RSASSA-PKCS1-v1_5':
        return type === 'rsa' && hash ? nativeSign(hash, data, nativeKey) : undefined;
      case 'RSA-PSS':
        if (type !== 'rsa' || !hash || (algorithm.mgfHash && algorithm.mgfHash !== algorithm.hash)) return undefined;
        return nativeSign(hash, data, {
          key: nativeKey,
          padding: native.constants.RSA_PKCS1_PSS_PADDING,
          saltLength: algorithm.saltLength,
        });
      case 'ECDSA':
        return type === 'ec' && hash && key.curve && NATIVE_CURVES.has(key.curve)
          ? nativeSign(hash, data, { key: nativeKey, dsaEncoding: 'der' })
          : undefined;
      case 'Ed25519':
      case 'Ed448':
        return type === algorithm.name.toLowerCase() ? nativeSign(null, data, nativeKey) : undefined;
      default:
        return undefined;
    }
  }

  const engine: CryptoEngine = {
    async digest(algorithm, data) {
      const name = NATIVE_HASHES[algorithm];
      if (!name) return fallback.digest(algorithm, data);
      const hash = native.createHash(name);
      for (const part of data instanceof Uint8Array ? [data] : data) hash.update(part);
      return new Uint8Array(hash.digest());
    },
    digestChunks(algorithm, chunks) {
      const name = NATIVE_HASHES[algorithm];
      if (!name) return undefined;
      const hash = native.createHash(name);
      // update() takes the bytes in before the next chunk overwrites them.
      for (const chunk of chunks) hash.update(chunk);
      return Promise.resolve(new Uint8Array(hash.digest()));
    },
    importPrivateKey,
    async sign(key, algorithm, data) {
      const signature = signNatively(key, algorithm, data);
      return signature ? new Uint8Array(await signature) : fallback.sign(key, algorithm, data);
    },
    verify: (spki, algorithm, data, signature) => fallback.verify(spki, algorithm, data, signature),
    async generateKeyPair(spec) {
      const pair = await fallback.generateKeyPair!(spec);
      return Object.freeze({ ...pair, privateKey: await importPrivateKey(pair.pkcs8) });
    },
    async randomBytes(length) {
      return new Uint8Array(native.randomBytes(length));
    },
  };
  return Object.freeze(engine);
}
