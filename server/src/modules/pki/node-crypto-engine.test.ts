// The server's crypto engine signs in libuv's thread pool (signInThreadPool): the same bytes as
// node:crypto's synchronous sign for RSA PKCS#1 v1.5 (deterministic), and ECDSA signatures that
// verify, DER-encoded as CMS carries them.
import * as nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createNodeCryptoEngine } from './node-crypto-engine';

describe('createNodeCryptoEngine', () => {
  const engine = createNodeCryptoEngine();
  const data = new TextEncoder().encode('signed attributes of an HR contract');

  it('signs RSA exactly as the synchronous crypto.sign does', async () => {
    const pair = await engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 });
    const signature = await engine.sign(pair.privateKey, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, data);
    const key = nodeCrypto.createPrivateKey({ key: Buffer.from(pair.pkcs8), format: 'der', type: 'pkcs8' });
    expect(Buffer.from(signature)).toEqual(nodeCrypto.sign('sha256', data, key));
  }, 60_000);

  it('signs ECDSA P-256 in DER that verifies, and refuses a signature over other data', async () => {
    const pair = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
    const algorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;
    const signature = await engine.sign(pair.privateKey, algorithm, data);
    expect(signature[0]).toBe(0x30);
    expect(await engine.verify(pair.spki, algorithm, data, signature)).toBe(true);
    expect(await engine.verify(pair.spki, algorithm, new Uint8Array([1, 2, 3]), signature)).toBe(false);
  });
});
