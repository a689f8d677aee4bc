/// <reference types="node" />
// The WebCrypto engine over Node's globalThis.crypto.subtle, cross-checked with node:crypto
// (OpenSSL): signatures made here verify there and the other way round, for every algorithm.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSync, getRandomValues, sign, verify, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CryptoEngineError } from './crypto-engine-error';
import { createWebCryptoEngine } from './create-web-crypto-engine';
import type { SignatureAlgorithm } from './types';
import { toHex } from '../asn1/hex';
import { buildEcPrivateKeyInfo } from './build-key-info';
import { parsePrivateKeyInfo } from './parse-private-key-info';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();
const data = new TextEncoder().encode('%PDF-1.7 … the bytes a PDF signature covers');

const nodeHash = (hash: string) => hash.replace('-', '').toLowerCase();
const der = (key: ReturnType<typeof generateKeyPairSync>['privateKey'], type: 'pkcs8' | 'spki') =>
  new Uint8Array(key.export({ type, format: 'der' }));

interface Case {
  label: string;
  keys: () => ReturnType<typeof generateKeyPairSync>;
  algorithm: SignatureAlgorithm;
  nodeOptions?: (key: KeyObject) => Parameters<typeof sign>[2];
}

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const cases: Case[] = [
  { label: 'RSA PKCS#1 v1.5 SHA-256', keys: rsa, algorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } },
  { label: 'RSA PKCS#1 v1.5 SHA-384', keys: rsa, algorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' } },
  { label: 'RSA PKCS#1 v1.5 SHA-512', keys: rsa, algorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' } },
  {
    label: 'RSA-PSS SHA-256 salt 32',
    keys: rsa,
    algorithm: { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 },
    nodeOptions: (key) => ({ key, padding: 6, saltLength: 32 }),
  },
  {
    label: 'RSA-PSS SHA-512 salt 64',
    keys: rsa,
    algorithm: { name: 'RSA-PSS', hash: 'SHA-512', saltLength: 64 },
    nodeOptions: (key) => ({ key, padding: 6, saltLength: 64 }),
  },
  ...(['P-256', 'P-384', 'P-521'] as const).map((curve, i) => ({
    label: `ECDSA ${curve}`,
    keys: () => generateKeyPairSync('ec', { namedCurve: curve }),
    algorithm: { name: 'ECDSA', hash: (['SHA-256', 'SHA-384', 'SHA-512'] as const)[i]! } as SignatureAlgorithm,
    nodeOptions: (key: KeyObject) => ({ key, dsaEncoding: 'der' as const }),
  })),
  { label: 'Ed25519', keys: () => generateKeyPairSync('ed25519'), algorithm: { name: 'Ed25519' } },
];

describe('createWebCryptoEngine', () => {
  it.each(cases)('$label: engine signs, OpenSSL verifies; OpenSSL signs, engine verifies', async (c) => {
    const { privateKey, publicKey } = c.keys();
    const handle = await engine.importPrivateKey(der(privateKey, 'pkcs8'));
    expect(toHex(handle.publicKey)).toBe(toHex(der(publicKey, 'spki')));
    const hash = 'hash' in c.algorithm ? nodeHash(c.algorithm.hash) : null;
    const ours = await engine.sign(handle, c.algorithm, data);
    const nodeKey = c.nodeOptions?.(publicKey) ?? publicKey;
    expect(verify(hash, data, nodeKey as never, ours)).toBe(true);
    const theirs = new Uint8Array(sign(hash, data, (c.nodeOptions?.(privateKey) ?? privateKey) as never));
    const spki = der(publicKey, 'spki');
    expect(await engine.verify(spki, c.algorithm, data, theirs)).toBe(true);
    expect(await engine.verify(spki, c.algorithm, data.subarray(1), theirs)).toBe(false);
  });

  it('signs and verifies SM2 with a generated key, and verifies Ed448 where the platform has it', async () => {
    const pair = await engine.generateKeyPair!({ type: 'EC', curve: 'SM2' });
    const sig = await engine.sign(pair.privateKey, { name: 'SM2', hash: 'SM3' }, data);
    expect(await engine.verify(pair.spki, { name: 'SM2', hash: 'SM3' }, data, sig)).toBe(true);
    const reimported = await engine.importPrivateKey(pair.pkcs8);
    expect(toHex(reimported.publicKey)).toBe(toHex(pair.spki));
    // The PKCS#8 written for SM2 keys is byte for byte what OpenSSL writes for the same key.
    const openssl = der(generateKeyPairSync('ec', { namedCurve: 'SM2' }).privateKey, 'pkcs8');
    const info = parsePrivateKeyInfo(openssl);
    expect(toHex(buildEcPrivateKeyInfo('SM2', info.ec!.d, info.ec!.publicPoint!))).toBe(toHex(openssl));
    const ed448 = generateKeyPairSync('ed448');
    const edSig = new Uint8Array(sign(null, data, ed448.privateKey));
    expect(await engine.verify(der(ed448.publicKey, 'spki'), { name: 'Ed448' }, data, edSig)).toBe(true);
  });

  it.skipIf(!hasOpenSsl)('verifies PSS whose MGF1 hash differs from the message hash (plain-TS path)', async () => {
    const { privateKey, publicKey } = rsa();
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-pss-'));
    writeFileSync(join(dir, 'key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    writeFileSync(join(dir, 'data'), data);
    const pss = ['rsa_padding_mode:pss', 'rsa_mgf1_md:sha1', 'rsa_pss_saltlen:32'].flatMap((o) => ['-sigopt', o]);
    const args = [
      'dgst',
      '-sha256',
      '-sign',
      join(dir, 'key.pem'),
      ...pss,
      '-out',
      join(dir, 'sig'),
      join(dir, 'data'),
    ];
    execFileSync('openssl', args);
    const sig = new Uint8Array(readFileSync(join(dir, 'sig')));
    const spki = der(publicKey, 'spki');
    const algorithm = { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 } as const;
    expect(await engine.verify(spki, { ...algorithm, mgfHash: 'SHA-1' }, data, sig)).toBe(true);
    expect(await engine.verify(spki, algorithm, data, sig)).toBe(false);
    expect(await engine.verify(spki, { ...algorithm, mgfHash: 'SHA-1' }, data.subarray(1), sig)).toBe(false);
  });

  it('hashes byte ranges given as several arrays like one message, SHA, SM3 and SHAKE256 alike', async () => {
    const parts = [data.subarray(0, 10), data.subarray(10, 11), data.subarray(11)];
    for (const alg of ['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512', 'SM3', 'SHAKE256'] as const) {
      expect(toHex(await engine.digest(alg, parts))).toBe(toHex(await engine.digest(alg, data)));
    }
  });

  it('refuses SHA-1 signing, foreign handles and keys that do not fit the algorithm', async () => {
    const { privateKey } = rsa();
    const handle = await engine.importPrivateKey(der(privateKey, 'pkcs8'));
    await expect(engine.sign(handle, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' }, data)).rejects.toMatchObject({
      code: 'weak-algorithm',
    });
    await expect(engine.sign(handle, { name: 'ECDSA', hash: 'SHA-256' }, data)).rejects.toMatchObject({
      code: 'key-mismatch',
    });
    const other = createWebCryptoEngine(globalThis.crypto.subtle);
    await expect(other.sign(handle, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, data)).rejects.toBeInstanceOf(
      CryptoEngineError,
    );
    await expect(engine.importPrivateKey(der(privateKey, 'pkcs8'), { name: 'SM2', hash: 'SM3' })).rejects.toMatchObject(
      {
        code: 'key-mismatch',
      },
    );
    await expect(engine.importPrivateKey(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x00]))).rejects.toMatchObject({
      code: 'invalid-key',
    });
  });

  it('draws random bytes with or without getRandomValues', async () => {
    const bare = createWebCryptoEngine(globalThis.crypto.subtle);
    for (const e of [engine, bare]) {
      const a = await e.randomBytes(70);
      expect(a).toHaveLength(70);
      expect(toHex(a)).not.toBe(toHex(await e.randomBytes(70)));
    }
  });
});
