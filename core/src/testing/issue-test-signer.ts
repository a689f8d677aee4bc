// A throw-away P-256 certificate authority and signer for tests of every package: the root (and
// its PEM, to trust), the signer's certificate and key, valid from a day ago for a year. Made with
// the crypto engine the caller passes, so the same helper serves Node, the browser and the CLI.
import { buildCertificate, encodePem, type Certificate, type CryptoEngine, type GeneratedKeyPair } from '../pdf';

export interface TestSigner {
  readonly root: Certificate;
  readonly rootPem: string;
  readonly signer: Certificate;
  readonly key: GeneratedKeyPair;
}

export interface IssueTestSignerOptions {
  readonly engine: CryptoEngine;
  /** The signer's common name; Chinese by default, as most of the platform's signers are. */
  readonly commonName?: string;
  readonly rootName?: string;
}

const DAY = 86_400_000;
const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

export async function issueTestSigner(options: IssueTestSignerOptions): Promise<TestSigner> {
  const { engine, commonName = '张三', rootName = 'ecsign Test Root' } = options;
  const rootKey = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const key = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const validity = { notBefore: new Date(Date.now() - DAY), notAfter: new Date(Date.now() + 365 * DAY) };
  const root = await buildCertificate({
    engine,
    ...validity,
    serialNumber: 1n,
    subject: [['CN', rootName]],
    publicKey: rootKey.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    extensions: { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const signer = await buildCertificate({
    engine,
    ...validity,
    serialNumber: 2n,
    subject: [['CN', commonName]],
    issuer: root,
    publicKey: key.spki,
    signer: rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'] },
  });
  return { root, rootPem: encodePem('CERTIFICATE', root.der), signer, key };
}
