/// <reference types="node" />
// Test PKI for the signing tests: root → issuing CA → signer chains in RSA-2048, ECDSA P-256/P-384/P-521
// and SM2, and an RFC 3161 time-stamp authority, all built with x509's buildCertificate and
// cms's buildTimeStampToken — the same code the server's platform PKI uses.
import { getRandomValues } from 'node:crypto';
import { OID } from '../../asn1/oids';
import { createWebCryptoEngine } from '../../crypto/create-web-crypto-engine';
import type { DigestAlgorithm, GeneratedKeyPair, KeyPairSpec, SignatureAlgorithm } from '../../crypto/types';
import { buildTimeStampToken } from '../../cms/build-time-stamp-token';
import { parseTimeStampRequest } from '../../cms/time-stamp-request';
import { buildTimeStampResponse } from '../../cms/time-stamp-response';
import { buildCertificate } from '../../x509/build-certificate';
import type { Certificate } from '../../x509/certificate';
import type { PdfSigner, TimeStamper } from '../types';

export const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
export const NOW = new Date('2026-03-01T08:00:00Z');
const YEAR = 365 * 24 * 3600 * 1000;

export type KeyKind = 'RSA-2048' | 'RSA-PSS' | 'P-256' | 'P-384' | 'P-521' | 'SM2';

const SPECS: Record<KeyKind, [KeyPairSpec, SignatureAlgorithm]> = {
  'RSA-2048': [
    { type: 'RSA', modulusLength: 2048 },
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  ],
  'RSA-PSS': [
    { type: 'RSA', modulusLength: 2048 },
    { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 },
  ],
  'P-256': [
    { type: 'EC', curve: 'P-256' },
    { name: 'ECDSA', hash: 'SHA-256' },
  ],
  'P-384': [
    { type: 'EC', curve: 'P-384' },
    { name: 'ECDSA', hash: 'SHA-384' },
  ],
  'P-521': [
    { type: 'EC', curve: 'P-521' },
    { name: 'ECDSA', hash: 'SHA-512' },
  ],
  SM2: [
    { type: 'EC', curve: 'SM2' },
    { name: 'SM2', hash: 'SM3' },
  ],
};

export interface TestIdentity {
  readonly root: Certificate;
  readonly issuing: Certificate;
  readonly leaf: Certificate;
  readonly key: GeneratedKeyPair;
  readonly algorithm: SignatureAlgorithm;
  readonly signer: PdfSigner;
}

let serial = 100n;

async function makeIdentity(kind: KeyKind, validity?: { notBefore: Date; notAfter: Date }): Promise<TestIdentity> {
  const [spec, algorithm] = SPECS[kind];
  const [rootKey, caKey, key] = await Promise.all([1, 2, 3].map(() => engine.generateKeyPair!(spec)));
  const base = {
    engine,
    signatureAlgorithm: algorithm,
    notBefore: new Date(+NOW - YEAR),
    notAfter: new Date(+NOW + 10 * YEAR),
  };
  const root = await buildCertificate({
    ...base,
    serialNumber: serial++,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign test'],
      ['CN', `ecsign Test Root ${kind}`],
    ],
    publicKey: rootKey!.spki,
    signer: rootKey!.privateKey,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const issuing = await buildCertificate({
    ...base,
    serialNumber: serial++,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign test'],
      ['CN', `ecsign Test Issuing CA ${kind}`],
    ],
    issuer: root,
    publicKey: caKey!.spki,
    signer: rootKey!.privateKey,
    extensions: { basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const leaf = await buildCertificate({
    ...base,
    ...validity,
    serialNumber: serial++,
    subject: [
      ['C', 'CN'],
      ['O', '某某科技有限公司'],
      ['CN', `张三 ${kind}`],
    ],
    issuer: issuing,
    publicKey: key!.spki,
    signer: caKey!.privateKey,
    // NSS (pdfsig, Firefox) checks signers as e-mail signers: a certificate whose extended key usage
    // lacks emailProtection is "Unknown issue with Certificate", so the platform PKI lists both.
    extensions: {
      keyUsage: ['digitalSignature', 'nonRepudiation'],
      extendedKeyUsage: [OID.ekuEmailProtection, OID.ekuDocumentSigning],
    },
  });
  // Only PSS is named: every other kind exercises signPdf's default scheme for the key.
  const signer: PdfSigner = {
    engine,
    key: key!.privateKey,
    certificateChain: [leaf.der, issuing.der],
    algorithm: kind === 'RSA-PSS' ? algorithm : undefined,
  };
  return { root, issuing, leaf, key: key!, algorithm, signer };
}

const identities = new Map<KeyKind, Promise<TestIdentity>>();

/** One identity per kind per test file (key generation is the slow part). */
export function identity(kind: KeyKind): Promise<TestIdentity> {
  let found = identities.get(kind);
  if (!found) identities.set(kind, (found = makeIdentity(kind)));
  return found;
}

/** An identity whose signing certificate is valid only in the given period. */
export const identityValidFor = (notBefore: Date, notAfter: Date) => makeIdentity('P-256', { notBefore, notAfter });

export interface TestTsa {
  readonly certificate: Certificate;
  readonly root: Certificate;
  readonly timeStamper: TimeStamper;
  /** The TSA's HTTP handler: TimeStampReq DER in, TimeStampResp DER out (nonce echoed unless `dropNonce`). */
  readonly answer: (request: Uint8Array, options?: { dropNonce?: boolean }) => Promise<Uint8Array>;
  /** How many tokens were issued. */
  readonly count: () => number;
}

/** A TSA answering in-process, stamping the injected clock's time. */
export async function testTsa(genTime = new Date(+NOW + 5000)): Promise<TestTsa> {
  const tsaKey = await engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 });
  const rootKey = await engine.generateKeyPair!({ type: 'RSA', modulusLength: 2048 });
  const algorithm: SignatureAlgorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const base = {
    engine,
    signatureAlgorithm: algorithm,
    notBefore: new Date(+NOW - YEAR),
    notAfter: new Date(+NOW + 10 * YEAR),
  };
  const tsaRoot = await buildCertificate({
    ...base,
    serialNumber: serial++,
    subject: [['CN', 'ecsign Test TSA Root']],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const certificate = await buildCertificate({
    ...base,
    serialNumber: serial++,
    subject: [['CN', 'ecsign Test TSA']],
    issuer: tsaRoot,
    publicKey: tsaKey.spki,
    signer: rootKey.privateKey,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'], extendedKeyUsage: [OID.ekuTimeStamping] },
  });
  let issued = 0;
  const issue = async (digestAlgorithm: DigestAlgorithm, digest: Uint8Array, nonce?: bigint) => {
    issued++;
    return buildTimeStampToken({
      engine,
      signer: tsaKey.privateKey,
      tsaCertificate: certificate,
      certificates: [tsaRoot],
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: algorithm,
      policy: '1.3.6.1.4.1.99999.1.1',
      serialNumber: BigInt(1000 + issued),
      genTime,
      messageImprint: { digestAlgorithm, digest },
      nonce,
    });
  };
  const timeStamper: TimeStamper = ({ digestAlgorithm, digest }) => issue(digestAlgorithm, digest);
  const answer = async (der: Uint8Array, options: { dropNonce?: boolean } = {}) => {
    const request = parseTimeStampRequest(der);
    const { digestAlgorithm, hashedMessage } = request.messageImprint;
    if (!digestAlgorithm) return buildTimeStampResponse({ status: 2, failure: 'badAlg' });
    const token = await issue(digestAlgorithm, hashedMessage, options.dropNonce ? undefined : request.nonce);
    return buildTimeStampResponse({ status: 0, token });
  };
  return { certificate, root: tsaRoot, timeStamper, answer, count: () => issued };
}
