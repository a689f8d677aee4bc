// core's native crypto engine on node:crypto (see createNativeCryptoEngine), with the WebCrypto
// engine for what node:crypto does not do the way CMS wants (SM2/SM3, verification).
import * as nodeCrypto from 'node:crypto';
import {
  createNativeCryptoEngine,
  createWebCryptoEngine,
  type CryptoEngine,
  type NativeCrypto,
} from '@ecsign/core/pdf';

/**
 * Node's SubtleCrypto, looked up on its first use: reading globalThis.crypto loads Node's WebCrypto
 * module, and most runs (an `ecsign verify` of RSA or ECDSA signatures, a signature) never reach
 * the fallback engine.
 */
const subtleOnFirstUse = new Proxy({} as SubtleCrypto, {
  get: (_, name) => {
    const subtle = globalThis.crypto.subtle;
    const member: unknown = Reflect.get(subtle, name);
    return typeof member === 'function' ? member.bind(subtle) : member;
  },
});

export function createNodeCryptoEngine(): CryptoEngine {
  const fallback = createWebCryptoEngine(subtleOnFirstUse, {
    getRandomValues: (bytes) => globalThis.crypto.getRandomValues(bytes),
  });
  // Node's typings say createPrivateKey takes a Buffer; it takes any Uint8Array (Node 15+).
  return createNativeCryptoEngine(nodeCrypto as NativeCrypto, fallback);
}
