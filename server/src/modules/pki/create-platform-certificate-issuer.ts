// The platform CA behind verification's CertificateIssuer interface (modules/identity): a real
// key pair and certificate issued inside the verification's transaction, and real revocation that
// the CRL and the OCSP responder publish.
import type { AppContext } from '../../context';
import type { CertificateIssuer } from '../identity/certificate-issuer';
import { issueSubjectCertificate, PLATFORM_ISSUER_NAME } from './issue-subject-certificate';
import { revokeSubjectCertificates } from './revoke-subject-certificates';

export function createPlatformCertificateIssuer(context: AppContext): CertificateIssuer {
  return {
    name: PLATFORM_ISSUER_NAME,

    async issueSubjectCertificate(db, request) {
      const identifier = request.subjectType === 'PERSON' ? request.idNumberHash : request.creditCode;
      if (!identifier) throw new Error(`a ${request.subjectType} certificate needs its identifier`);
      const issued = await issueSubjectCertificate(context, db, {
        subjectType: request.subjectType,
        subjectId: request.subjectId,
        name: request.name,
        identifier,
      });
      return {
        certificateId: issued.certificateId,
        serialNumber: issued.serialNumber,
        status: 'ISSUED',
        pem: issued.pem,
      };
    },

    revokeSubjectCertificates: (db, subject) => revokeSubjectCertificates(context, db, subject),
  };
}
