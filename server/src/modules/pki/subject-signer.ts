// What the signing code needs to sign as an account: the key of its subject's live certificate
// (unsealed from the keystore) and the chain leaf → issuing CA → root, in the shape of core's
// PdfSigner. A personal account signs as the person; an enterprise account as the enterprise.
import { AppError } from '@ecsign/core/errors';
import type { Certificate, CryptoEngine, PrivateKeyHandle, SignatureAlgorithm } from '@ecsign/core/pdf';
import { parseCertificate } from '@ecsign/core/pdf';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accounts, pkiSubjectCertificates, subjectCertificates } from '../../db/schema';
import { pkiOf } from './pki-of';
import { signatureAlgorithmOf } from './key-algorithms';
import type { PlatformCa } from './platform-ca';

export interface SubjectSigner {
  readonly engine: CryptoEngine;
  readonly key: PrivateKeyHandle;
  /** DER: the subject's certificate, its issuing CA, the root. */
  readonly certificateChain: readonly Uint8Array[];
  readonly algorithm: SignatureAlgorithm;
  readonly certificate: Certificate;
  readonly certificateId: string;
  readonly serialNumber: string;
}

export async function subjectSigner(context: AppContext, accountId: string): Promise<SubjectSigner> {
  const { db } = context.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new AppError('NOT_FOUND', { internal: `no account ${accountId}` });
  const subject =
    account.accountType === 'ENTERPRISE' && account.enterpriseId
      ? { subjectType: 'ENTERPRISE' as const, subjectId: account.enterpriseId }
      : { subjectType: 'PERSON' as const, subjectId: account.userId };
  const [row] = await db
    .select({ id: subjectCertificates.id, serialNumber: subjectCertificates.serialNumber, pki: pkiSubjectCertificates })
    .from(subjectCertificates)
    .innerJoin(pkiSubjectCertificates, eq(pkiSubjectCertificates.certificateId, subjectCertificates.id))
    .where(
      and(
        eq(subjectCertificates.subjectType, subject.subjectType),
        eq(subjectCertificates.subjectId, subject.subjectId),
        eq(subjectCertificates.status, 'ISSUED'),
        gt(pkiSubjectCertificates.notAfter, context.now()),
      ),
    )
    .orderBy(desc(subjectCertificates.issuedAt))
    .limit(1);
  if (!row) throw new AppError('USER_CERTIFICATE_MISSING', { internal: `${subject.subjectType} ${subject.subjectId}` });
  const pki = pkiOf(context);
  const issuers = chainOf(await pki.ca(), row.pki.issuerFingerprint);
  if (!issuers) throw new AppError('CERT_NOT_FOUND', { internal: `issuer ${row.pki.issuerFingerprint} is gone` });
  const certificate = parseCertificate(row.pki.certificateDer);
  return Object.freeze({
    engine: pki.engine,
    key: await pki.keystore.loadKey(db, row.pki.keyId),
    certificateChain: Object.freeze([certificate.der, ...issuers]),
    algorithm: signatureAlgorithmOf(row.pki.keyAlgorithm),
    certificate,
    certificateId: row.id,
    serialNumber: row.serialNumber,
  });
}

function chainOf(ca: PlatformCa, issuerFingerprint: string): Uint8Array[] | undefined {
  for (const hierarchy of [ca.default, ca.sm2]) {
    if (hierarchy?.issuing.fingerprint === issuerFingerprint) {
      return [hierarchy.issuing.certificate.der, hierarchy.root.certificate.der];
    }
  }
  return undefined;
}
