// How verification asks the platform's CA for a subject's certificate (docs/architecture.md "PKI": a
// certificate per verified person and enterprise). The platform CA (pki/create-platform-certificate-issuer.ts) implements this
// interface; without an installed PKI, create-pending-certificate-issuer.ts records each request with a
// reserved serial number and no certificate, which the CA fulfils later.
import type { Db } from '../../db/open-database';

export interface SubjectCertificateRequest {
  subjectType: 'PERSON' | 'ENTERPRISE';
  /** The user id (PERSON) or enterprise id (ENTERPRISE). */
  subjectId: string;
  /** The verified name: the subject's CN. */
  name: string;
  /** PERSON: the HMAC of the ID number — the non-reversible identifier in the subject. */
  idNumberHash?: string;
  /** ENTERPRISE: the unified social credit code (or the Hong Kong business registration number). */
  creditCode?: string;
}

export interface SubjectCertificate {
  certificateId: string;
  /** Hex, positive, at most 20 octets (RFC 5280 §4.1.2.2). */
  serialNumber: string;
  status: 'PENDING' | 'ISSUED';
  /** Null while PENDING. */
  pem: string | null;
}

export interface CertificateIssuer {
  readonly name: string;
  /** Runs inside the caller's transaction (`db` may be a transaction), so a failed verification records nothing. */
  issueSubjectCertificate(db: Db, request: SubjectCertificateRequest): Promise<SubjectCertificate>;
  /** Revokes every live certificate of the subject; answers how many. */
  revokeSubjectCertificates(
    db: Db,
    subject: { subjectType: 'PERSON' | 'ENTERPRISE'; subjectId: string; reason: string },
  ): Promise<number>;
}
