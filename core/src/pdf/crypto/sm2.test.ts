/// <reference types="node" />
// SM2 in plain TypeScript against OpenSSL 3. Findings pinned here:
// - the `openssl` command signs real SM2 only with `-sigopt distid:1234567812345678`; without it
//   OpenSSL 3.0 uses an EMPTY user ID (ENTL = 0), not the GB/T 35276 default;
// - Node's crypto.sign('sm3', data, sm2Key) is NOT SM2 at all: Node loads the key as a plain EC
//   key on the SM2 curve and OpenSSL runs ECDSA with SM3, no Z value. Only the CLI can check us.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesToBigInt } from './big-integer';
import { CURVES } from './ec-curves';
import { decodePoint } from './ec-point-codec';
import { ecdsaVerifyDigest } from './ecdsa-verify-digest';
import { parsePrivateKeyInfo } from './parse-private-key-info';
import { parsePublicKeyInfo } from './parse-public-key-info';
import { sm2Digest } from './sm2-digest';
import { sm2PublicPoint } from './sm2-public-point';
import { sm2Sign } from './sm2-sign';
import { sm2Verify } from './sm2-verify';
import { sm3 } from './sm3';

const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();

function sm2KeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'SM2' });
  const pkcs8 = parsePrivateKeyInfo(new Uint8Array(privateKey.export({ type: 'pkcs8', format: 'der' })));
  const spki = parsePublicKeyInfo(new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })));
  return {
    d: bytesToBigInt(pkcs8.ec!.d),
    point: decodePoint(CURVES.SM2, spki.publicKey),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }) as string,
    privateKey,
  };
}

const message = new TextEncoder().encode('ecsign SM2 interoperability check');

describe('sm2', () => {
  it('derives the same public point as OpenSSL', () => {
    const key = sm2KeyPair();
    expect(sm2PublicPoint(key.d)).toEqual(key.point);
  });

  it('verifies its own signatures and rejects a changed message or key', () => {
    const key = sm2KeyPair();
    const sig = sm2Sign(key.d, sm2Digest(key.point, message));
    expect(sm2Verify(key.point, sm2Digest(key.point, message), sig)).toBe(true);
    expect(sm2Verify(key.point, sm2Digest(key.point, message.subarray(1)), sig)).toBe(false);
    expect(sm2Verify(sm2KeyPair().point, sm2Digest(key.point, message), sig)).toBe(false);
  });

  it('is deterministic (RFC 6979 nonces with HMAC-SM3)', () => {
    const key = sm2KeyPair();
    const e = sm2Digest(key.point, message);
    expect(sm2Sign(key.d, e)).toEqual(sm2Sign(key.d, e));
  });

  it("documents that Node's crypto.sign on an SM2 key is ECDSA on the SM2 curve, not SM2", () => {
    const key = sm2KeyPair();
    const sig = new Uint8Array(nodeSign('sm3', message, { key: key.privateKey, dsaEncoding: 'der' }));
    expect(sm2Verify(key.point, sm2Digest(key.point, message), sig)).toBe(false);
    expect(ecdsaVerifyDigest(CURVES.SM2, key.point, sm3(message), sig)).toBe(true);
  });

  describe.skipIf(!hasOpenSsl)('against the openssl command', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-sm2-'));
    const key = sm2KeyPair();
    writeFileSync(join(dir, 'key.pem'), key.privatePem);
    writeFileSync(join(dir, 'pub.pem'), key.publicPem);
    writeFileSync(join(dir, 'data'), message);
    const distid = ['-sigopt', 'distid:1234567812345678'];

    it('OpenSSL verifies a signature made here (default user ID)', () => {
      writeFileSync(join(dir, 'ours.sig'), sm2Sign(key.d, sm2Digest(key.point, message)));
      const args = ['dgst', '-sm3', '-verify', join(dir, 'pub.pem'), ...distid, '-signature', join(dir, 'ours.sig')];
      expect(execFileSync('openssl', [...args, join(dir, 'data')]).toString()).toContain('Verified OK');
    });

    it('verifies a signature OpenSSL made with distid 1234567812345678', () => {
      execFileSync('openssl', [
        'dgst',
        '-sm3',
        '-sign',
        join(dir, 'key.pem'),
        ...distid,
        '-out',
        join(dir, 'theirs.sig'),
        join(dir, 'data'),
      ]);
      const sig = new Uint8Array(readFileSync(join(dir, 'theirs.sig')));
      expect(sm2Verify(key.point, sm2Digest(key.point, message), sig)).toBe(true);
    });

    it("matches OpenSSL's no-distid default: an empty user ID", () => {
      execFileSync('openssl', [
        'dgst',
        '-sm3',
        '-sign',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'empty.sig'),
        join(dir, 'data'),
      ]);
      const sig = new Uint8Array(readFileSync(join(dir, 'empty.sig')));
      expect(sm2Verify(key.point, sm2Digest(key.point, message), sig)).toBe(false);
      expect(sm2Verify(key.point, sm2Digest(key.point, message, new Uint8Array(0)), sig)).toBe(true);
    });
  });
});
