// The OCSP responder (RFC 6960): finds which CA of the platform each CertID names, looks the
// serial up in the database (so a revocation shows at once) and answers signed by that CA's
// delegated responder — or, for the issuing CAs themselves, by their root. A request it cannot
// read is malformedRequest; one about no CA of the platform is unauthorized (RFC 5019 §2.2.3).
import {
  Asn1Error,
  buildOcspErrorResponse,
  buildOcspResponse,
  ocspCertIdMatchesIssuer,
  parseOcspRequest,
  type CrlReason,
  type OcspAnswer,
  type OcspCertId,
  type OcspCertStatus,
} from '@ecsign/core/pdf';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pkiAuthorities, pkiSubjectCertificates, subjectCertificates } from '../../db/schema';
import { pkiOf } from './pki-of';
import type { Authority, PlatformCa, SigningAuthority } from './platform-ca';
import { serialKey } from './serial-number';

/** How long a response may be relied on (its nextUpdate). */
const VALIDITY_MS = 24 * 3600_000;

interface Responder {
  /** The CA the CertIDs name. */
  issuer: Authority;
  /** Who signs: the delegated responder, or the CA itself. */
  signer: SigningAuthority;
  /** Subject certificates are looked up under issuing CAs only. */
  issuesSubjects: boolean;
}

function respondersOf(ca: PlatformCa): Responder[] {
  const out: Responder[] = [];
  for (const h of [ca.default, ca.sm2]) {
    if (!h) continue;
    out.push({ issuer: h.issuing, signer: h.ocsp, issuesSubjects: true });
    if (h.root.key) out.push({ issuer: h.root, signer: h.root as SigningAuthority, issuesSubjects: false });
  }
  return out;
}

export async function answerOcspRequest(context: AppContext, der: Uint8Array): Promise<Uint8Array> {
  let request;
  try {
    request = parseOcspRequest(der);
  } catch (error) {
    if (error instanceof Asn1Error) return buildOcspErrorResponse('malformedRequest');
    throw error;
  }
  const pki = pkiOf(context);
  const responders = respondersOf(await pki.ca());
  const matched: (Responder | undefined)[] = [];
  for (const certId of request.certIds) {
    let found: Responder | undefined;
    for (const responder of responders) {
      if (await ocspCertIdMatchesIssuer(pki.engine, certId, responder.issuer.certificate)) found = responder;
      if (found) break;
    }
    matched.push(found);
  }
  // One signer per response: the CA of the first CertID the platform knows; others are "unknown".
  const chosen = matched.find(Boolean);
  if (!chosen) return buildOcspErrorResponse('unauthorized');
  const now = context.now();
  const statuses = await lookUp(
    context,
    chosen,
    request.certIds.filter((_, i) => matched[i] === chosen),
  );
  const responses: OcspAnswer[] = request.certIds.map((certId, i) => ({
    certId,
    ...(matched[i] === chosen ? statuses.get(certId.serialNumber)! : { status: 'unknown' }),
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + VALIDITY_MS),
  }));
  const delegated = chosen.signer !== chosen.issuer;
  return buildOcspResponse({
    engine: pki.engine,
    signer: chosen.signer.key,
    signatureAlgorithm: chosen.signer.signatureAlgorithm,
    responderCertificate: chosen.signer.certificate,
    certificates: delegated ? [chosen.signer.certificate] : [],
    producedAt: now,
    responses,
    nonce: request.nonce,
  });
}

/** good for certificates the CA issued and did not revoke, revoked with time and reason, else unknown. */
async function lookUp(
  context: AppContext,
  responder: Responder,
  certIds: readonly OcspCertId[],
): Promise<Map<bigint, OcspCertStatus>> {
  const { db } = context.database;
  const serials = [...new Set(certIds.map((c) => serialKey(c.serialNumber)))];
  const statuses = new Map<bigint, OcspCertStatus>(certIds.map((c) => [c.serialNumber, { status: 'unknown' }]));
  const subjects = responder.issuesSubjects
    ? await db
        .select({
          serialNumber: subjectCertificates.serialNumber,
          status: subjectCertificates.status,
          revokedAt: subjectCertificates.revokedAt,
          reason: pkiSubjectCertificates.revocationReason,
        })
        .from(pkiSubjectCertificates)
        .innerJoin(subjectCertificates, eq(subjectCertificates.id, pkiSubjectCertificates.certificateId))
        .where(
          and(
            eq(pkiSubjectCertificates.issuerFingerprint, responder.issuer.fingerprint),
            inArray(subjectCertificates.serialNumber, serials),
          ),
        )
    : [];
  for (const row of subjects) {
    const serial = BigInt(`0x${row.serialNumber}`);
    statuses.set(
      serial,
      row.status === 'REVOKED'
        ? {
            status: 'revoked',
            revocationTime: row.revokedAt!,
            reason: (row.reason ?? undefined) as CrlReason | undefined,
          }
        : { status: 'good' },
    );
  }
  const authorities = await db
    .select({ serialNumber: pkiAuthorities.serialNumber })
    .from(pkiAuthorities)
    .where(
      and(
        eq(pkiAuthorities.issuerFingerprint, responder.issuer.fingerprint),
        inArray(pkiAuthorities.serialNumber, serials),
      ),
    );
  for (const row of authorities) {
    const serial = BigInt(`0x${row.serialNumber}`);
    // A root's own row names itself as issuer; it is not a certificate the root answers for.
    if (serial !== responder.issuer.certificate.serialNumber) statuses.set(serial, { status: 'good' });
  }
  return statuses;
}
