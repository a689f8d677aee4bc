/// <reference types="node" />
// RFC 3161 end to end, as the platform TSA and a B-T signer use it: the client builds a
// request, the TSA parses it and answers with a token, the client parses the response, checks
// the token and embeds it as the signature time-stamp. OpenSSL's `ts -verify` checks our replies.
import { execFileSync } from 'node:child_process';
import { getRandomValues } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { derOid } from '../asn1/der-encode-values';
import { toHex } from '../asn1/hex';
import { OID } from '../asn1/oids';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { KeyPairSpec, SignatureAlgorithm } from '../crypto/types';
import { buildCertificate } from '../x509/build-certificate';
import { encodePem } from '../x509/pem';
import { buildSignedData } from './build-signed-data';
import { buildTimeStampToken } from './build-time-stamp-token';
import { parseSignedData } from './parse-signed-data';
import { buildTimeStampRequest, parseTimeStampRequest } from './time-stamp-request';
import { buildTimeStampResponse, parseTimeStampResponse } from './time-stamp-response';
import { verifySignatureTimeStamps } from './verify-signature-time-stamps';
import { verifySignerInfo } from './verify-signer-info';
import { verifyTimeStampToken } from './verify-time-stamp-token';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const POLICY = '1.3.6.1.4.1.99999.1.1';
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();

async function tsaFor(spec: KeyPairSpec, algorithm: SignatureAlgorithm) {
  const rootKey = await engine.generateKeyPair!(spec);
  const tsaKey = await engine.generateKeyPair!(spec);
  const base = {
    engine,
    signatureAlgorithm: algorithm,
    notBefore: new Date(Date.now() - 1e6),
    notAfter: new Date(Date.now() + 1e10),
  };
  const root = await buildCertificate({
    ...base,
    serialNumber: 1n,
    subject: [
      ['O', 'ecsign'],
      ['CN', 'ecsign Root'],
    ],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const certificate = await buildCertificate({
    ...base,
    serialNumber: 2n,
    subject: [
      ['O', 'ecsign'],
      ['CN', 'ecsign TSA'],
    ],
    issuer: root,
    publicKey: tsaKey.spki,
    signer: rootKey.privateKey,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'], extendedKeyUsage: [OID.ekuTimeStamping] },
  });
  let serial = 1000n;
  /** The TSA's request handler: request DER in, response DER out. */
  const answer = async (requestDer: Uint8Array): Promise<Uint8Array> => {
    const request = parseTimeStampRequest(requestDer);
    const digestAlgorithm = request.messageImprint.digestAlgorithm;
    if (!digestAlgorithm)
      return buildTimeStampResponse({ status: 2, failure: 'badAlg', statusText: 'unsupported hash' });
    const token = await buildTimeStampToken({
      engine,
      signer: tsaKey.privateKey,
      tsaCertificate: certificate,
      certificates: [root],
      includeCertificates: request.certReq,
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: algorithm,
      policy: request.policy ?? POLICY,
      serialNumber: serial++,
      genTime: new Date('2026-05-04T03:02:01.250Z'),
      messageImprint: { digestAlgorithm, digest: request.messageImprint.hashedMessage },
      nonce: request.nonce,
      accuracy: { seconds: 1 },
      includeTsaName: true,
    });
    return buildTimeStampResponse({ status: 0, token });
  };
  return { root, certificate, answer };
}

const cases: [string, KeyPairSpec, SignatureAlgorithm][] = [
  ['RSA', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
  ['ECDSA P-256', { type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' }],
  ['SM2', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }],
];

describe('time-stamp protocol', () => {
  it.each(cases)('%s TSA: request -> token -> response -> verified token', async (label, spec, algorithm) => {
    const tsa = await tsaFor(spec, algorithm);
    const data = new TextEncoder().encode('a signature value to time-stamp');
    const digest = await engine.digest('SHA-256', data);
    const nonce = 0x0123456789abcdefn;
    const requestDer = buildTimeStampRequest({ digestAlgorithm: 'SHA-256', digest, nonce });
    const request = parseTimeStampRequest(requestDer);
    expect(request).toMatchObject({ version: 1, certReq: true, nonce, hasExtensions: false });
    expect(request.messageImprint.hashedMessage).toEqual(digest);

    const responseDer = await tsa.answer(requestDer);
    const response = parseTimeStampResponse(responseDer);
    expect(response.status).toBe(0);
    const tst = response.token!.tstInfo;
    expect(tst).toMatchObject({ version: 1, policy: POLICY, serialNumber: 1000n, nonce, ordering: false });
    expect(tst.genTime.toISOString()).toBe('2026-05-04T03:02:01.250Z');
    expect(tst.accuracy).toEqual({ seconds: 1, millis: 0, micros: 0 });
    expect(tst.tsa).toMatchObject({ type: 'directory', value: 'CN=ecsign TSA, O=ecsign' });

    const verified = await verifyTimeStampToken(response.tokenDer!, engine, (alg) => engine.digest(alg, data), {
      nonce,
    });
    expect(verified, label).toMatchObject({ valid: true, imprint: 'match', problems: [] });
    expect(verified.tsaCertificate?.subject.commonName).toBe('ecsign TSA');
    const wrong = await verifyTimeStampToken(response.token!, engine, new Uint8Array(32), { nonce: 1n });
    expect(wrong.valid).toBe(false);
    expect(wrong.problems).toEqual(['imprint-mismatch', 'nonce-mismatch']);

    if (hasOpenSsl && algorithm.name !== 'SM2') {
      const dir = mkdtempSync(join(tmpdir(), 'ecsign-tsa-'));
      writeFileSync(join(dir, 'req.tsq'), requestDer);
      writeFileSync(join(dir, 'resp.tsr'), responseDer);
      writeFileSync(join(dir, 'root.pem'), encodePem('CERTIFICATE', tsa.root.der));
      const args = ['ts', '-verify', '-queryfile', join(dir, 'req.tsq'), '-in', join(dir, 'resp.tsr')];
      const out = execFileSync('openssl', [...args, '-CAfile', join(dir, 'root.pem')], { stdio: 'pipe' });
      expect(out.toString()).toContain('Verification: OK');
    }
  });

  it('answers an unsupported hash with a rejection that parses back', async () => {
    const tsa = await tsaFor({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    // A request whose imprint algorithm is SHA3-256 (2.16.840.1.101.3.4.2.8), which this TSA
    // cannot check: the SHA-256 OID's last arc patched from 1 to 8.
    const sha3 = buildTimeStampRequest({ digestAlgorithm: 'SHA-256', digest: new Uint8Array(32) });
    const oid = toHex(derOid(OID.sha256));
    const at = toHex(sha3).indexOf(oid) / 2 + oid.length / 2 - 1;
    sha3[at] = 0x08;
    const response = parseTimeStampResponse(await tsa.answer(sha3));
    expect(response).toMatchObject({ status: 2, failures: ['badAlg'], statusText: ['unsupported hash'] });
    expect(response.token).toBeUndefined();
  });

  it('embeds the token as the signature time-stamp of a CMS signature (PAdES B-T)', async () => {
    const tsa = await tsaFor({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const key = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
    const signerCertificate = await buildCertificate({
      engine,
      serialNumber: 5n,
      subject: [['CN', 'Signer']],
      notBefore: new Date(Date.now() - 1e6),
      notAfter: new Date(Date.now() + 1e10),
      publicKey: key.spki,
      signatureAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
      signer: key.privateKey,
    });
    const contentDigest = await engine.digest('SHA-256', new TextEncoder().encode('document'));
    const der = await buildSignedData({
      engine,
      signer: key.privateKey,
      signerCertificate,
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
      contentDigest,
      timeStamp: async (signature) => {
        const request = buildTimeStampRequest({
          digestAlgorithm: 'SHA-256',
          digest: await engine.digest('SHA-256', signature),
        });
        return parseTimeStampResponse(await tsa.answer(request)).tokenDer;
      },
    });
    const signedData = parseSignedData(der);
    const signerInfo = signedData.signerInfos[0]!;
    expect(signerInfo.unsignedAttributes.map((a) => a.name)).toEqual(['timeStampToken']);
    expect((await verifySignerInfo(signedData, engine, contentDigest)).intact).toBe(true);
    const [stamp] = await verifySignatureTimeStamps(signerInfo, engine);
    expect(stamp).toMatchObject({ valid: true, imprint: 'match' });
    expect(stamp!.tsaCertificate?.extendedKeyUsage).toEqual([OID.ekuTimeStamping]);
  });
});
