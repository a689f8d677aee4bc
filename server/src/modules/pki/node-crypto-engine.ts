// core's native crypto engine on node:crypto (see createNativeCryptoEngine), with the WebCrypto
// engine for what node:crypto does not do the way CMS wants (SM2/SM3, verification). Signatures
// are computed in libuv's thread pool (signInThreadPool).
import * as nodeCrypto from 'node:crypto';
import {
  createNativeCryptoEngine,
  createWebCryptoEngine,
  type CryptoEngine,
  type NativeCrypto,
} from '@ecsign/core/pdf';

export function createNodeCryptoEngine(): CryptoEngine {
  const fallback = createWebCryptoEngine(globalThis.crypto.subtle, {
    getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
  });
  // Node's typings say createPrivateKey takes a Buffer; it takes any Uint8Array (Node 15+).
  const native = nodeCrypto as NativeCrypto;
  return createNativeCryptoEngine({ ...native, signAsync: signInThreadPool }, fallback);
}

/**
 * crypto.sign with a callback runs in libuv's thread pool: an RSA signature (~1 ms, two per
 * pre-signed HR row with the TSA's) no longer blocks the event loop that serves requests and
 * commits rows.
 */
function signInThreadPool(...[algorithm, data, key]: Parameters<NativeCrypto['sign']>): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    nodeCrypto.sign(algorithm, data, key as nodeCrypto.KeyLike, (error, signature) =>
      error ? reject(error) : resolve(signature),
    ),
  );
}
