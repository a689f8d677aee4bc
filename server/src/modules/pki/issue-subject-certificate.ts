// Issues a person's or an enterprise's signing certificate: a fresh key pair in the keystore, a
// certificate from the issuing CA of the key's hierarchy (SM2 keys from the SM2 CA) valid for
// CA_APPLY_CONFIG's days (1–3 years), with this server's CRL and OCSP addresses. Runs on the `db`
// it is given, so a verification that fails afterwards rolls the certificate back with it.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import { buildCertificate, encodePem, type Certificate } from '@ecsign/core/pdf';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/open-database';
import { pkiSubjectCertificates, subjectCertificates } from '../../db/schema';
import { BACKDATE_MS } from './create-authority';
import { pkiOf } from './pki-of';
import type { TSubjectKeyAlgorithm } from './key-algorithms';
import { hierarchyFor } from './platform-ca';
import { pkiUrls } from './pki-urls';
import { readCaApplyConfig } from './read-ca-apply-config';
import { newSerialNumber } from './serial-number';
import { subjectName } from './subject-name';

export const PLATFORM_ISSUER_NAME = 'platform-ca';

export interface IssueSubjectCertificateInput {
  subjectType: 'PERSON' | 'ENTERPRISE';
  /** The user id (PERSON) or enterprise id (ENTERPRISE). */
  subjectId: string;
  name: string;
  /** HMAC of the ID number (PERSON), credit code or business registration number (ENTERPRISE). */
  identifier: string;
  /** Default: CA_APPLY_CONFIG's KEY_ALGORITHM (RSA-2048 as seeded). */
  keyAlgorithm?: TSubjectKeyAlgorithm;
  /** Fulfil this reserved (PENDING) row, keeping its id and serial number. */
  pending?: { certificateId: string; serialNumber: string };
}

export interface IssuedSubjectCertificate {
  certificateId: string;
  serialNumber: string;
  status: 'ISSUED';
  pem: string;
  certificate: Certificate;
  keyAlgorithm: TSubjectKeyAlgorithm;
}

export async function issueSubjectCertificate(
  context: AppContext,
  db: Db,
  input: IssueSubjectCertificateInput,
): Promise<IssuedSubjectCertificate> {
  const pki = pkiOf(context);
  const settings = await readCaApplyConfig(db);
  const keyAlgorithm = input.keyAlgorithm ?? settings.keyAlgorithm;
  const hierarchy = hierarchyFor(pki.caSnapshot(), keyAlgorithm);
  if (!hierarchy) throw new AppError('CERT_APPLY_FAILED', { internal: 'SM2 keys need the SM2 CA (PKI_SM2_CA)' });
  const { issuing } = hierarchy;
  const urls = pkiUrls(context.config, hierarchy.name);
  const key = await pki.keystore.generateKey(db, { algorithm: keyAlgorithm, purpose: 'SUBJECT' });
  const now = context.now();
  const notBefore = new Date(now.getTime() - BACKDATE_MS);
  const notAfter = new Date(
    Math.min(now.getTime() + settings.validityDays * 24 * 3600_000, issuing.certificate.notAfter.getTime()),
  );
  const serialNumber = input.pending?.serialNumber ?? newSerialNumber();
  const certificate = await buildCertificate({
    engine: pki.engine,
    serialNumber: BigInt(`0x${serialNumber}`),
    subject: subjectName(input),
    issuer: issuing.certificate,
    notBefore,
    notAfter,
    publicKey: key.spki,
    signatureAlgorithm: issuing.signatureAlgorithm,
    signer: issuing.key,
    extensions: {
      keyUsage: ['digitalSignature', 'nonRepudiation'],
      crlDistributionPoints: [urls.crl],
      ocspUrls: [urls.ocsp],
      caIssuersUrls: [urls.issuingCertificate],
    },
  });
  const pem = encodePem('CERTIFICATE', certificate.der);
  const certificateId = input.pending?.certificateId ?? randomUUID();
  if (input.pending) {
    const updated = await db
      .update(subjectCertificates)
      .set({ status: 'ISSUED', certificatePem: pem, issuer: PLATFORM_ISSUER_NAME, issuedAt: now })
      .where(and(eq(subjectCertificates.id, certificateId), eq(subjectCertificates.status, 'PENDING')))
      .returning({ id: subjectCertificates.id });
    if (updated.length === 0) throw new AppError('CERT_APPLY_FAILED', { internal: 'the pending request moved on' });
  } else {
    await db.insert(subjectCertificates).values({
      id: certificateId,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      subjectName: input.name,
      subjectIdentifier: input.identifier,
      serialNumber,
      status: 'ISSUED',
      certificatePem: pem,
      issuer: PLATFORM_ISSUER_NAME,
      requestedAt: now,
      issuedAt: now,
    });
  }
  await db.insert(pkiSubjectCertificates).values({
    certificateId,
    issuerFingerprint: issuing.fingerprint,
    keyId: key.keyId,
    keyAlgorithm,
    certificateDer: certificate.der,
    notBefore,
    notAfter,
  });
  return { certificateId, serialNumber, status: 'ISSUED', pem, certificate, keyAlgorithm };
}
