// A test PKI for `ecsign sign`: a root CA and a signer (RSA-2048 or ECDSA P-256) made with core's
// buildCertificate, the signer's PKCS#12 file written by OpenSSL (as people get theirs), and the
// network services of B-T/B-LT — a time-stamp authority, an OCSP responder, a CRL — answering
// through a fetch that never leaves the process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  OID,
  buildCertificate,
  buildCrl,
  buildOcspResponse,
  buildTimeStampResponse,
  buildTimeStampToken,
  encodePem,
  parseOcspRequest,
  parseTimeStampRequest,
  type Certificate,
  type GeneratedKeyPair,
  type SignatureAlgorithm,
} from '@ecsign/core/pdf';
import { createNodeCryptoEngine } from '../node-crypto-engine';

export const engine = createNodeCryptoEngine();
const DAY = 24 * 3600 * 1000;
const RSA: SignatureAlgorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };

export const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    console.log('skipping ecsign sign tests: openssl (which writes the PKCS#12 files) is not installed');
    return false;
  }
})();

export interface TestPki {
  readonly root: Certificate;
  readonly rootKey: GeneratedKeyPair;
  readonly leaf: Certificate;
  /** The signer's key and certificate with the root, in a PKCS#12 file protected by `pin`. */
  readonly p12: Uint8Array;
}

export interface TestPkiOptions {
  readonly kind?: 'RSA-2048' | 'P-256';
  readonly pin?: string;
  readonly ocspUrl?: string;
  readonly crlUrl?: string;
}

let serial = 1000n;

export async function makeTestPki(options: TestPkiOptions = {}): Promise<TestPki> {
  const rootKey = await engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 });
  const leafKey =
    options.kind === 'P-256'
      ? await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' })
      : await engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 });
  const validity = { notBefore: new Date(Date.now() - DAY), notAfter: new Date(Date.now() + 365 * DAY) };
  const root = await buildCertificate({
    engine,
    ...validity,
    serialNumber: serial++,
    subject: [['CN', 'ecsign CLI Test Root']],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: RSA,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const leaf = await buildCertificate({
    engine,
    ...validity,
    serialNumber: serial++,
    subject: [['CN', '张三']],
    issuer: root,
    publicKey: leafKey.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: RSA,
    extensions: {
      keyUsage: ['digitalSignature', 'nonRepudiation'],
      extendedKeyUsage: [OID.ekuEmailProtection],
      ocspUrls: options.ocspUrl ? [options.ocspUrl] : undefined,
      crlDistributionPoints: options.crlUrl ? [options.crlUrl] : undefined,
    },
  });
  return { root, rootKey, leaf, p12: writePkcs12(leafKey.pkcs8, [leaf, root], options.pin ?? '1234') };
}

function writePkcs12(pkcs8: Uint8Array, chain: Certificate[], pin: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-p12-'));
  try {
    writeFileSync(join(dir, 'key.pem'), encodePem('PRIVATE KEY', pkcs8));
    writeFileSync(join(dir, 'chain.pem'), chain.map((c) => encodePem('CERTIFICATE', c.der)).join('\n'));
    // OpenSSL 3's defaults: AES-256-CBC with PBKDF2 and an HMAC-SHA256 MAC.
    const args = [
      'pkcs12',
      '-export',
      '-inkey',
      'key.pem',
      '-in',
      'chain.pem',
      '-out',
      'id.p12',
      '-passout',
      'env:PIN',
    ];
    execFileSync('openssl', args, { cwd: dir, env: { ...process.env, PIN: pin }, stdio: ['ignore', 'ignore', 'pipe'] });
    return new Uint8Array(readFileSync(join(dir, 'id.p12')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface TestServices {
  readonly fetch: typeof fetch;
  /** Requests seen, as "METHOD path". */
  readonly seen: string[];
}

/**
 * A TSA at /tsa, an OCSP responder at /ocsp (answering `ocspStatus` for every certificate) and a
 * CRL at /crl, all signed by `pki`'s root, behind a fetch for any host.
 */
export function testServices(pki: TestPki, options: { ocspStatus?: 'good' | 'revoked' } = {}): TestServices {
  const seen: string[] = [];
  let tokens = 0;
  const reply = (body: Uint8Array, type: string) =>
    new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': type } });
  const signedByRoot = { engine, signer: pki.rootKey.privateKey, signatureAlgorithm: RSA };
  const fetchService = async (url: string | URL | Request, init?: RequestInit) => {
    const { pathname } = new URL(String(url));
    seen.push(`${init?.method ?? 'GET'} ${pathname}`);
    const body = init?.body ? new Uint8Array(init.body as Uint8Array) : new Uint8Array();
    const now = new Date();
    if (pathname === '/tsa') {
      const request = parseTimeStampRequest(body);
      const token = await buildTimeStampToken({
        ...signedByRoot,
        tsaCertificate: pki.root,
        digestAlgorithm: 'SHA-256',
        policy: '1.3.6.1.4.1.99999.1.1',
        serialNumber: BigInt(++tokens),
        genTime: now,
        messageImprint: {
          digestAlgorithm: request.messageImprint.digestAlgorithm!,
          digest: request.messageImprint.hashedMessage,
        },
        nonce: request.nonce,
      });
      return reply(buildTimeStampResponse({ status: 0, token }), 'application/timestamp-reply');
    }
    if (pathname === '/ocsp') {
      const request = parseOcspRequest(body);
      const status =
        options.ocspStatus === 'revoked'
          ? { status: 'revoked' as const, revocationTime: now }
          : { status: 'good' as const };
      const answer = await buildOcspResponse({
        ...signedByRoot,
        responderCertificate: pki.root,
        producedAt: now,
        nonce: request.nonce,
        responses: request.certIds.map((certId) => ({ ...status, certId, thisUpdate: now })),
      });
      return reply(answer, 'application/ocsp-response');
    }
    if (pathname === '/crl') {
      const crl = await buildCrl({
        ...signedByRoot,
        issuer: pki.root,
        thisUpdate: now,
        nextUpdate: new Date(+now + DAY),
        crlNumber: 1n,
        revoked: [],
      });
      return reply(crl, 'application/pkix-crl');
    }
    return new Response('not found', { status: 404 });
  };
  return { fetch: fetchService as typeof fetch, seen };
}
