// The platform CA's staff endpoints: revoking a certificate by its serial number and listing a
// subject's certificates, both for platform staff holding platform:config. The CA's public files
// (certificates, CRLs, OCSP answers, time stamps) are binary replies, mounted by the server alone.
import { z } from 'zod';
import {
  ZRevokeCertificateRequest,
  ZRevokedCertificate,
  ZSubjectCertificatesQuery,
  ZSubjectCertificateView,
} from '../model/pki-certificates';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const platformStaff = access.activeAccount('platform:config');

export const pki = {
  revokeCertificate: endpoint({
    method: 'POST',
    path: '/pki/certificates/revoke',
    summary: 'Revokes one certificate by its serial number, with an RFC 5280 reason',
    access: platformStaff,
    input: { body: ZRevokeCertificateRequest },
    reply: ZRevokedCertificate,
    errors: ['CERT_NOT_FOUND', 'CERT_REVOKED'],
  }),
  subjectCertificates: endpoint({
    method: 'GET',
    path: '/pki/certificates',
    summary: "A person's or an enterprise's certificates, newest first",
    access: platformStaff,
    input: { query: ZSubjectCertificatesQuery },
    reply: z.array(ZSubjectCertificateView),
    errors: [],
  }),
} as const;
