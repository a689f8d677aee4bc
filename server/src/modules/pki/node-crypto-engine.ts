// core's native crypto engine on node:crypto (see createNativeCryptoEngine), with the WebCrypto
// engine for what node:crypto does not do the way CMS wants (SM2/SM3, verification).
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
  return createNativeCryptoEngine(nodeCrypto as NativeCrypto, fallback);
}
