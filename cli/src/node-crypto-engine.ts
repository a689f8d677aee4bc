// core's CryptoEngine on node:crypto, for the CLI (and for the server, which can reuse it as it
// is): SHA-1/SHA-2 hashed by streaming createHash over the parts (a PDF's two byte ranges are
// never copied into one buffer) and RSA, RSA-PSS, ECDSA and Ed25519/Ed448 signed synchronously
// with a KeyObject. Everything else — SM2/SM3, SHAKE256, verification, key generation and the
// refusals (SHA-1 signatures, a key that does not fit the scheme) — is the WebCrypto engine's, so
// both engines answer alike; key handles are that engine's handles.
import { constants, createHash, createPrivateKey, randomBytes, sign as nodeSign, type KeyObject } from 'node:crypto';
import {
  createWebCryptoEngine,
  type CryptoEngine,
  type DigestAlgorithm,
  type PrivateKeyHandle,
  type SignatureAlgorithm,
} from '@ecsign/core/pdf';

const NODE_HASHES: Partial<Record<DigestAlgorithm, string>> = {
  'SHA-1': 'sha1',
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

/** Hashes a signature may be made with (SHA-1 only verifies, and the fallback engine refuses it). */
const SIGNING_HASHES: ReadonlySet<DigestAlgorithm> = new Set(['SHA-256', 'SHA-384', 'SHA-512']);
const NODE_CURVES = new Set(['P-256', 'P-384', 'P-521']);

export function createNodeCryptoEngine(): CryptoEngine {
  const fallback = createWebCryptoEngine(globalThis.crypto.subtle, {
    getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
  });
  /** The KeyObject behind a handle; null when only the fallback can use the key (SM2, RSA-PSS-only keys). */
  const keyObjects = new WeakMap<PrivateKeyHandle, KeyObject | null>();

  async function importPrivateKey(pkcs8: Uint8Array, algorithm?: SignatureAlgorithm): Promise<PrivateKeyHandle> {
    // The fallback parses and checks the key and gives the public half.
    const handle = await fallback.importPrivateKey(pkcs8, algorithm);
    let keyObject: KeyObject | null = null;
    if (handle.curve !== 'SM2') {
      try {
        keyObject = createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
      } catch {
        // The fallback accepted what OpenSSL does not read; it signs with it then.
      }
    }
    keyObjects.set(handle, keyObject);
    return handle;
  }

  /** node:crypto's sign for what it makes the way CMS carries it, else undefined. */
  function signNatively(key: PrivateKeyHandle, algorithm: SignatureAlgorithm, data: Uint8Array) {
    const keyObject = keyObjects.get(key);
    if (!keyObject) return undefined;
    const type = keyObject.asymmetricKeyType;
    const hash = 'hash' in algorithm && SIGNING_HASHES.has(algorithm.hash) ? NODE_HASHES[algorithm.hash] : undefined;
    switch (algorithm.name) {
      case 'RSASSA-PKCS1-v1_5':
        return type === 'rsa' && hash ? nodeSign(hash, data, keyObject) : undefined;
      case 'RSA-PSS':
        if (type !== 'rsa' || !hash || (algorithm.mgfHash && algorithm.mgfHash !== algorithm.hash)) return undefined;
        return nodeSign(hash, data, {
          key: keyObject,
          padding: constants.RSA_PKCS1_PSS_PADDING,
          saltLength: algorithm.saltLength,
        });
      case 'ECDSA':
        return type === 'ec' && hash && key.curve && NODE_CURVES.has(key.curve)
          ? nodeSign(hash, data, { key: keyObject, dsaEncoding: 'der' })
          : undefined;
      case 'Ed25519':
      case 'Ed448':
        return type === algorithm.name.toLowerCase() ? nodeSign(null, data, keyObject) : undefined;
      default:
        return undefined;
    }
  }

  const engine: CryptoEngine = {
    async digest(algorithm, data) {
      const name = NODE_HASHES[algorithm];
      if (!name) return fallback.digest(algorithm, data);
      const hash = createHash(name);
      for (const part of data instanceof Uint8Array ? [data] : data) hash.update(part);
      return new Uint8Array(hash.digest());
    },
    importPrivateKey,
    async sign(key, algorithm, data) {
      const signature = signNatively(key, algorithm, data);
      return signature ? new Uint8Array(signature) : fallback.sign(key, algorithm, data);
    },
    verify: (spki, algorithm, data, signature) => fallback.verify(spki, algorithm, data, signature),
    async generateKeyPair(spec) {
      const pair = await fallback.generateKeyPair!(spec);
      return Object.freeze({ ...pair, privateKey: await importPrivateKey(pair.pkcs8) });
    },
    async randomBytes(length) {
      return new Uint8Array(randomBytes(length));
    },
  };
  return Object.freeze(engine);
}
