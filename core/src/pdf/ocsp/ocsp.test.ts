/// <reference types="node" />
// OCSP as the platform responder and the validator use it: a request OpenSSL made is parsed and
// matched to its issuer; the signed answers are accepted by `openssl ocsp` (good, then revoked with
// its reason) and parse back here; our own requests are readable by OpenSSL; a corrupted response
// throws nothing but Asn1Error. OpenSSL checks are skipped with a printed reason when it is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { getRandomValues } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Asn1Error } from '../asn1/asn1-error';
import { derNull } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { KeyPairSpec, SignatureAlgorithm } from '../crypto/types';
import { buildCertificate } from '../x509/build-certificate';
import { encodePem } from '../x509/pem';
import { verifyCertificateSignature } from '../x509/verify-certificate-signature';
import { buildOcspErrorResponse, buildOcspResponse } from './build-ocsp-response';
import { buildOcspRequest } from './build-ocsp-request';
import { buildOcspCertId, ocspCertIdMatchesIssuer } from './ocsp-cert-id';
import { parseOcspRequest } from './parse-ocsp-request';
import { parseOcspResponse } from './parse-ocsp-response';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    return false;
  }
})();
if (!hasOpenSsl) console.log('ocsp: OpenSSL checks skipped: no OpenSSL 3 `openssl` command on PATH');

const LEAF_SERIAL = 0x3c9d1f0e5a7b6c4d2e1f00aa55bb66ccn;

async function pki(spec: KeyPairSpec, algorithm: SignatureAlgorithm) {
  const [caKey, responderKey, leafKey] = await Promise.all([1, 2, 3].map(() => engine.generateKeyPair!(spec)));
  const base = {
    engine,
    signatureAlgorithm: algorithm,
    notBefore: new Date(Date.now() - 3600_000),
    notAfter: new Date(Date.now() + 365 * 86400_000),
  };
  const ca = await buildCertificate({
    ...base,
    serialNumber: 1n,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign'],
      ['CN', 'ecsign Test Issuing CA'],
    ],
    publicKey: caKey!.spki,
    signer: caKey!.privateKey,
    extensions: { basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const responder = await buildCertificate({
    ...base,
    serialNumber: 2n,
    subject: [
      ['O', 'ecsign'],
      ['CN', 'ecsign OCSP Responder'],
    ],
    issuer: ca,
    publicKey: responderKey!.spki,
    signer: caKey!.privateKey,
    extensions: {
      keyUsage: ['digitalSignature'],
      extendedKeyUsage: [OID.ekuOcspSigning],
      extra: [{ oid: OID.ocspNoCheck, value: derNull() }],
    },
  });
  const leaf = await buildCertificate({
    ...base,
    serialNumber: LEAF_SERIAL,
    subject: [['CN', '张三']],
    issuer: ca,
    publicKey: leafKey!.spki,
    signer: caKey!.privateKey,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'], ocspUrls: ['http://127.0.0.1/ecapi/pki/ocsp'] },
  });
  return { ca, caKey: caKey!, responder, responderKey: responderKey!, leaf, leafKey: leafKey!, algorithm };
}

function tempFiles(files: Record<string, Uint8Array | string>): (name: string) => string {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-ocsp-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return (name) => join(dir, name);
}

function openssl(args: string[]): { status: number | null; out: string } {
  const run = spawnSync('openssl', args);
  return { status: run.status, out: run.stdout.toString() + run.stderr.toString() };
}

describe('OCSP', () => {
  it.runIf(hasOpenSsl)('answers a request made by openssl; openssl accepts good, then revoked', async () => {
    const p = await pki({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const file = tempFiles({
      'ca.pem': encodePem('CERTIFICATE', p.ca.der),
      'leaf.pem': encodePem('CERTIFICATE', p.leaf.der),
      'responder.pem': encodePem('CERTIFICATE', p.responder.der),
    });
    execFileSync('openssl', ['ocsp', '-issuer', file('ca.pem'), '-cert', file('leaf.pem'), '-reqout', file('req.der')]);
    const request = parseOcspRequest(new Uint8Array(readFileSync(file('req.der'))));
    expect(request.certIds).toHaveLength(1);
    expect(request.certIds[0]!.serialNumber).toBe(LEAF_SERIAL);
    expect(request.certIds[0]!.digestAlgorithm).toBe('SHA-1');
    expect(request.nonce?.length).toBeGreaterThan(2);
    expect(request.signed).toBe(false);
    expect(await ocspCertIdMatchesIssuer(engine, request.certIds[0]!, p.ca)).toBe(true);
    expect(await ocspCertIdMatchesIssuer(engine, request.certIds[0]!, p.leaf)).toBe(false);

    const now = new Date();
    const answer = async (status: 'good' | 'revoked') =>
      buildOcspResponse({
        engine,
        signer: p.responderKey.privateKey,
        signatureAlgorithm: p.algorithm,
        responderCertificate: p.responder,
        producedAt: now,
        nonce: request.nonce,
        responses: [
          status === 'good'
            ? { certId: request.certIds[0]!, status, thisUpdate: now, nextUpdate: new Date(+now + 3600_000) }
            : {
                certId: request.certIds[0]!,
                status,
                revocationTime: new Date(+now - 60_000),
                reason: 'keyCompromise',
                thisUpdate: now,
                nextUpdate: new Date(+now + 3600_000),
              },
        ],
      });
    // With -reqin alone openssl checks the nonce echo; -cert (which makes a fresh request, so
    // -no_nonce) prints the status. Both verify the delegated responder against the CA.
    const nonceEcho = (name: string) =>
      openssl(['ocsp', '-reqin', file('req.der'), '-respin', file(name), '-CAfile', file('ca.pem')]);
    const check = (name: string) =>
      openssl([
        'ocsp',
        '-respin',
        file(name),
        '-issuer',
        file('ca.pem'),
        '-cert',
        file('leaf.pem'),
        '-CAfile',
        file('ca.pem'),
        '-no_nonce',
      ]);
    writeFileSync(file('good.der'), await answer('good'));
    expect(nonceEcho('good.der')).toMatchObject({ status: 0, out: expect.stringContaining('Response verify OK') });
    expect(nonceEcho('good.der').out).not.toMatch(/nonce/i);
    const good = check('good.der');
    expect(good.out).toContain('Response verify OK');
    expect(good.out).toMatch(/leaf\.pem: good/);
    writeFileSync(file('revoked.der'), await answer('revoked'));
    const revoked = check('revoked.der');
    expect(revoked.out).toContain('Response verify OK');
    expect(revoked.out).toMatch(/leaf\.pem: revoked/);
    expect(revoked.out).toMatch(/Reason: keyCompromise/);
    // The CA itself may answer; a certificate the CA never made an OCSP responder may not.
    const signedBy = async (key: typeof p.caKey, certificate: typeof p.ca) =>
      buildOcspResponse({
        engine,
        signer: key.privateKey,
        signatureAlgorithm: p.algorithm,
        responderCertificate: certificate,
        producedAt: now,
        responses: [{ certId: request.certIds[0]!, status: 'good', thisUpdate: now }],
      });
    writeFileSync(file('by-ca.der'), await signedBy(p.caKey, p.ca));
    expect(check('by-ca.der').out).toContain('Response verify OK');
    writeFileSync(file('by-leaf.der'), await signedBy(p.leafKey, p.leaf));
    const refused = check('by-leaf.der');
    expect(refused.out).not.toContain('Response verify OK');
    expect(refused.out).toMatch(/Verify Failure|verify error/i);
  });

  it.each([
    ['RSA-2048', { type: 'RSA', modulusLength: 2048 }, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }],
    ['P-384', { type: 'EC', curve: 'P-384' }, { name: 'ECDSA', hash: 'SHA-384' }],
    ['SM2', { type: 'EC', curve: 'SM2' }, { name: 'SM2', hash: 'SM3' }],
  ] as [string, KeyPairSpec, SignatureAlgorithm][])(
    '%s: a response parses back with its statuses, nonce, responder and a valid signature',
    async (_label, spec, algorithm) => {
      const p = await pki(spec, algorithm);
      const good = await buildOcspCertId(engine, p.ca, LEAF_SERIAL);
      const revoked = await buildOcspCertId(engine, p.ca, 0x99n, 'SHA-256');
      const unknown = await buildOcspCertId(engine, p.ca, 0x100n);
      const producedAt = new Date('2026-04-01T10:00:00Z');
      const nonce = Uint8Array.of(0x04, 0x04, 1, 2, 3, 4);
      const der = await buildOcspResponse({
        engine,
        signer: p.responderKey.privateKey,
        signatureAlgorithm: algorithm,
        responderCertificate: p.responder,
        responderIdType: 'byName',
        producedAt,
        nonce,
        responses: [
          { certId: good, status: 'good', thisUpdate: producedAt, nextUpdate: new Date('2026-04-02T10:00:00Z') },
          {
            certId: revoked,
            status: 'revoked',
            revocationTime: new Date('2026-03-01T00:00:00Z'),
            reason: 'superseded',
            thisUpdate: producedAt,
          },
          { certId: unknown, status: 'unknown', thisUpdate: producedAt },
        ],
      });
      const response = parseOcspResponse(der);
      expect(response.status).toBe('successful');
      const basic = response.basic!;
      expect(basic.producedAt).toEqual(producedAt);
      expect(basic.nonce).toEqual(nonce);
      expect(basic.responderId.byName?.commonName).toBe('ecsign OCSP Responder');
      expect(basic.certificates.map((c) => c.serialNumber)).toEqual([2n]);
      expect(basic.responses.map((r) => [r.certId.serialNumber, r.status])).toEqual([
        [LEAF_SERIAL, 'good'],
        [0x99n, 'revoked'],
        [0x100n, 'unknown'],
      ]);
      expect(basic.responses[0]!.nextUpdate).toEqual(new Date('2026-04-02T10:00:00Z'));
      expect(basic.responses[1]).toMatchObject({
        revocationTime: new Date('2026-03-01T00:00:00Z'),
        reason: 'superseded',
      });
      expect(basic.responses[1]!.certId.digestAlgorithm).toBe('SHA-256');
      expect(await verifyCertificateSignature(basic, p.responder, engine)).toBe('valid');
      expect(await verifyCertificateSignature(basic, p.ca, engine)).toBe('invalid');
      expect(await ocspCertIdMatchesIssuer(engine, basic.responses[1]!.certId, p.ca)).toBe(true);

      const byKey = parseOcspResponse(
        await buildOcspResponse({
          engine,
          signer: p.responderKey.privateKey,
          signatureAlgorithm: algorithm,
          responderCertificate: p.responder,
          certificates: [],
          producedAt,
          responses: [{ certId: good, status: 'good', thisUpdate: producedAt }],
        }),
      ).basic!;
      expect(byKey.responderId.byKeyHash).toEqual(await engine.digest('SHA-1', p.responder.publicKeyInfo.publicKey));
      expect(byKey.certificates).toEqual([]);
      expect(byKey.nonce).toBeUndefined();
    },
  );

  it('builds requests OpenSSL reads and error responses that parse', async () => {
    const p = await pki({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const certId = await buildOcspCertId(engine, p.ca, LEAF_SERIAL);
    const nonce = Uint8Array.from({ length: 16 }, (_, i) => i + 1);
    const der = buildOcspRequest({ certIds: [certId], nonce });
    const parsed = parseOcspRequest(der);
    expect(parsed.certIds[0]!.der).toEqual(certId.der);
    expect(parsed.nonce).toEqual(Uint8Array.of(0x04, 16, ...nonce));
    expect(parseOcspRequest(buildOcspRequest({ certIds: [certId] })).nonce).toBeUndefined();
    expect(() => buildOcspRequest({ certIds: [] })).toThrow(RangeError);

    const error = buildOcspErrorResponse('malformedRequest');
    expect(parseOcspResponse(error).status).toBe('malformedRequest');
    expect(parseOcspResponse(error).basic).toBeUndefined();
    expect(parseOcspResponse(buildOcspErrorResponse('unauthorized')).status).toBe('unauthorized');
    expect(() => parseOcspRequest(Uint8Array.of(0x30, 0x00))).toThrow(Asn1Error);

    if (hasOpenSsl) {
      const file = tempFiles({ 'req.der': der, 'error.der': error });
      const text = openssl(['ocsp', '-reqin', file('req.der'), '-req_text']).out;
      expect(text).toContain(`Serial Number: ${LEAF_SERIAL.toString(16).toUpperCase()}`);
      expect(text).toContain('OCSP Nonce');
      expect(text).toContain('0102030405060708090A0B0C0D0E0F10');
      expect(openssl(['ocsp', '-respin', file('error.der'), '-resp_text']).out).toMatch(/malformedrequest/i);
    }
  });

  it('throws nothing but Asn1Error on a corrupted response', async () => {
    const p = await pki({ type: 'EC', curve: 'P-256' }, { name: 'ECDSA', hash: 'SHA-256' });
    const now = new Date();
    const der = await buildOcspResponse({
      engine,
      signer: p.responderKey.privateKey,
      signatureAlgorithm: p.algorithm,
      responderCertificate: p.responder,
      producedAt: now,
      nonce: Uint8Array.of(4, 1, 9),
      responses: [
        {
          certId: await buildOcspCertId(engine, p.ca, LEAF_SERIAL),
          status: 'revoked',
          revocationTime: now,
          reason: 'keyCompromise',
          thisUpdate: now,
        },
      ],
    });
    fc.assert(
      fc.property(fc.nat(der.length - 1), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const bytes = der.slice();
        bytes[at]! ^= flip;
        try {
          parseOcspResponse(bytes);
          parseOcspRequest(bytes);
        } catch (error) {
          if (!(error instanceof Asn1Error)) throw error;
        }
      }),
      { numRuns: 400 },
    );
  });
});
