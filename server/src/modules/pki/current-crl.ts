// The current CRL of a CA of the platform: the issuing CA's lists the revoked subject
// certificates; a root's lists none (the platform never revokes its own CAs) but lets validators
// check the issuing CA. Rebuilt when older than an hour, when the number of revocations changed,
// or near its next update; numbered from a database sequence so the number only grows, whichever
// server builds it.
import { buildCrl, type CrlReason, type RevokedCertificateEntry } from '@ecsign/core/pdf';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pkiCrls, pkiSubjectCertificates, subjectCertificates } from '../../db/schema';
import { pkiOf } from './pki-of';
import type { THierarchy } from './platform-ca';

const HOUR = 3600_000;
const LIFETIME = { issuing: 24 * HOUR, root: 7 * 24 * HOUR };

/** The CRL DER, or undefined when there is no such CA or its key is not held here. */
export async function currentCrl(
  context: AppContext,
  hierarchyName: THierarchy,
  which: 'issuing' | 'root',
): Promise<Uint8Array | undefined> {
  const pki = pkiOf(context);
  const ca = await pki.ca();
  const hierarchy = hierarchyName === 'SM2' ? ca.sm2 : ca.default;
  const authority = hierarchy?.[which];
  if (!authority?.key) return undefined;
  const { db } = context.database;
  const now = context.now();
  const revoked: RevokedCertificateEntry[] =
    which === 'root'
      ? []
      : (
          await db
            .select({
              serialNumber: subjectCertificates.serialNumber,
              revokedAt: subjectCertificates.revokedAt,
              reason: pkiSubjectCertificates.revocationReason,
            })
            .from(pkiSubjectCertificates)
            .innerJoin(subjectCertificates, eq(subjectCertificates.id, pkiSubjectCertificates.certificateId))
            .where(
              and(
                eq(pkiSubjectCertificates.issuerFingerprint, authority.fingerprint),
                eq(subjectCertificates.status, 'REVOKED'),
              ),
            )
            .orderBy(subjectCertificates.revokedAt)
        ).map((row) => ({
          serialNumber: BigInt(`0x${row.serialNumber}`),
          revocationDate: row.revokedAt!,
          reason: (row.reason ?? 'unspecified') as CrlReason,
        }));
  const [cached] = await db.select().from(pkiCrls).where(eq(pkiCrls.issuerFingerprint, authority.fingerprint));
  const age = cached ? now.getTime() - cached.thisUpdate.getTime() : Infinity;
  if (cached && cached.revokedCount === revoked.length && age >= 0 && age < HOUR) return cached.crlDer;

  const [{ value }] = (await context.database.query<{ value: string }>(
    "SELECT nextval('pki_crl_number_seq')::text AS value",
  )) as [{ value: string }];
  const crlNumber = BigInt(value);
  const nextUpdate = new Date(now.getTime() + LIFETIME[which]);
  const crlDer = await buildCrl({
    engine: pki.engine,
    issuer: authority.certificate,
    signer: authority.key,
    signatureAlgorithm: authority.signatureAlgorithm,
    thisUpdate: now,
    nextUpdate,
    crlNumber,
    revoked,
  });
  const row = {
    issuerFingerprint: authority.fingerprint,
    crlNumber,
    revokedCount: revoked.length,
    thisUpdate: now,
    nextUpdate,
    crlDer,
  };
  const { issuerFingerprint: _key, ...update } = row;
  // Two servers may rebuild at once: the higher number stays.
  await db
    .insert(pkiCrls)
    .values(row)
    .onConflictDoUpdate({
      target: pkiCrls.issuerFingerprint,
      set: update,
      setWhere: sql`${pkiCrls.crlNumber} < excluded.crl_number`,
    });
  return crlDer;
}
