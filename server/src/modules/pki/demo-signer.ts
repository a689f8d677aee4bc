// The signer of the open /demo: a self-signed demo CA and one demo signer certificate it issued,
// made on first use with their keys in the keystore. Deliberately outside the platform's
// hierarchy (no pki_authorities row, not a trust anchor anywhere), so a validator finds a demo
// signature intact but untrusted. The two certificates and their key ids are kept as a small
// record in the blob store; a second process racing the first makes its own pair and the last
// record wins — every signature carries its own certificates, so neither pair's output breaks.
import { buildCertificate, parseCertificate, type Certificate } from '@ecsign/core/pdf';
import { blobStoreOf } from '../../blobs/blob-store-of';
import type { AppContext } from '../../context';
import { BACKDATE_MS } from './create-authority';
import { pkiOf } from './pki-of';
import { signatureAlgorithmOf, type TKeyAlgorithm } from './key-algorithms';
import { newSerialNumber } from './serial-number';
import type { SubjectSigner } from './subject-signer';

export const DEMO_SIGNER_RECORD = 'pki/demo/demo-signer.json';
export const DEMO_SIGNER_SUBJECT = 'ecsign demo signer (not trusted)';
const DEMO_CA_SUBJECT = 'ecsign demo CA (not trusted)';
const ALGORITHM: TKeyAlgorithm = 'P-256';
const YEAR = 365 * 24 * 3600_000;

interface DemoSignerRecord {
  caKeyId: string;
  caDer: string;
  signerKeyId: string;
  signerDer: string;
}

export type DemoSigner = Omit<SubjectSigner, 'certificateId' | 'serialNumber'> & { readonly ca: Certificate };

/** The demo signer, loaded (or made) once per app instance. */
export function demoSigner(context: AppContext): Promise<DemoSigner> {
  let signer = context.memory.demoSigner;
  if (!signer) {
    signer = context.memory.demoSigner = loadOrMake(context);
    signer.catch(() => {
      if (context.memory.demoSigner === signer) context.memory.demoSigner = undefined;
    });
  }
  return signer;
}

async function loadOrMake(context: AppContext): Promise<DemoSigner> {
  const store = blobStoreOf(context);
  const stored = await store.get(DEMO_SIGNER_RECORD);
  let record = stored ? (JSON.parse(new TextDecoder().decode(stored)) as DemoSignerRecord) : undefined;
  if (record && parseCertificate(Buffer.from(record.signerDer, 'base64')).notAfter <= context.now()) {
    record = undefined;
  }
  if (!record) {
    record = await makeRecord(context);
    await store.put(DEMO_SIGNER_RECORD, new TextEncoder().encode(JSON.stringify(record)), 'application/json');
  }
  const pki = pkiOf(context);
  const certificate = parseCertificate(Buffer.from(record.signerDer, 'base64'));
  const ca = parseCertificate(Buffer.from(record.caDer, 'base64'));
  return Object.freeze({
    engine: pki.engine,
    key: await pki.keystore.loadKey(context.database.db, record.signerKeyId),
    certificateChain: Object.freeze([certificate.der, ca.der]),
    algorithm: signatureAlgorithmOf(ALGORITHM),
    certificate,
    ca,
  });
}

async function makeRecord(context: AppContext): Promise<DemoSignerRecord> {
  const { keystore, engine } = pkiOf(context);
  const db = context.database.db;
  const now = context.now();
  const notBefore = new Date(now.getTime() - BACKDATE_MS);
  const signatureAlgorithm = signatureAlgorithmOf(ALGORITHM);
  const caKey = await keystore.generateKey(db, { algorithm: ALGORITHM, purpose: 'ROOT_CA' });
  const ca = await buildCertificate({
    engine,
    serialNumber: BigInt(`0x${newSerialNumber()}`),
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign demo'],
      ['CN', DEMO_CA_SUBJECT],
    ],
    notBefore,
    notAfter: new Date(now.getTime() + 10 * YEAR),
    publicKey: caKey.spki,
    signatureAlgorithm,
    signer: caKey.handle,
    extensions: { basicConstraints: { ca: true, pathLength: 0 }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const signerKey = await keystore.generateKey(db, { algorithm: ALGORITHM, purpose: 'SUBJECT' });
  const signer = await buildCertificate({
    engine,
    serialNumber: BigInt(`0x${newSerialNumber()}`),
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign demo'],
      ['CN', DEMO_SIGNER_SUBJECT],
    ],
    issuer: ca,
    notBefore,
    notAfter: new Date(now.getTime() + 2 * YEAR),
    publicKey: signerKey.spki,
    signatureAlgorithm,
    signer: caKey.handle,
    extensions: { keyUsage: ['digitalSignature', 'nonRepudiation'] },
  });
  return {
    caKeyId: caKey.keyId,
    caDer: Buffer.from(ca.der).toString('base64'),
    signerKeyId: signerKey.keyId,
    signerDer: Buffer.from(signer.der).toString('base64'),
  };
}
