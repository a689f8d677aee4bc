// The platform CA under /pki. Public, no token, in the binary formats validators speak: the CA
// certificates (for people to trust the root in their PDF reader), the CRLs, the OCSP responder
// (RFC 6960, a DER request by POST or base64 in the path by GET) and the time-stamp authority
// (RFC 3161) — each for the default hierarchy and, under /pki/sm2, the SM2 one (NOT_FOUND when
// that CA is off). For platform staff holding platform:config: revoking a certificate by its
// serial number and listing a subject's certificates.
import { z } from 'zod';
import {
  ZRevokeCertificateRequest,
  ZRevokedCertificate,
  ZSubjectCertificatesQuery,
  ZSubjectCertificateView,
} from '../model/pki-certificates';
import { access } from './endpoint-access';
import { endpoint, fileReply } from './define-endpoint';

const platformStaff = access.activeAccount('platform:config');

/** OCSP and time-stamp requests are DER bodies of a few kilobytes at most. */
const DER_REQUEST_MAX_BYTES = 64 * 1024;

const caFile = (path: string, summary: string, contentType: string) =>
  endpoint({
    method: 'GET',
    path,
    summary,
    access: access.open(),
    input: {},
    reply: fileReply([contentType]),
    errors: ['NOT_FOUND'],
  });

const DER_CERTIFICATE = 'application/pkix-cert';
const PEM = 'application/x-pem-file';
const CRL = 'application/pkix-crl';

/** One hierarchy's certificates and CRLs, below `prefix`; `ca` names it in the summaries. */
const caFiles = (prefix: string, ca: string) => ({
  rootCertificate: caFile(`${prefix}/root.crt`, `The ${ca} root certificate (DER)`, DER_CERTIFICATE),
  rootPem: caFile(`${prefix}/root.pem`, `The ${ca} root certificate (PEM)`, PEM),
  issuingCertificate: caFile(`${prefix}/issuing.crt`, `The ${ca} issuing CA certificate (DER)`, DER_CERTIFICATE),
  issuingPem: caFile(`${prefix}/issuing.pem`, `The ${ca} issuing CA certificate (PEM)`, PEM),
  chainPem: caFile(`${prefix}/chain.pem`, `The ${ca} issuing CA and root certificates (PEM)`, PEM),
  crl: caFile(`${prefix}/crl`, `The ${ca} issuing CA's current CRL`, CRL),
  rootCrl: caFile(`${prefix}/root.crl`, `The ${ca} root's current CRL`, CRL),
});

const defaultCa = caFiles('/pki', 'platform');
const sm2Ca = caFiles('/pki/sm2', 'SM2');

export const pki = {
  ...defaultCa,
  sm2RootCertificate: sm2Ca.rootCertificate,
  sm2RootPem: sm2Ca.rootPem,
  sm2IssuingCertificate: sm2Ca.issuingCertificate,
  sm2IssuingPem: sm2Ca.issuingPem,
  sm2ChainPem: sm2Ca.chainPem,
  sm2Crl: sm2Ca.crl,
  sm2RootCrl: sm2Ca.rootCrl,
  ocsp: endpoint({
    method: 'POST',
    path: '/pki/ocsp',
    summary: 'The OCSP responder (RFC 6960): a DER OCSP request in, a DER OCSP response out',
    access: access.open(),
    input: { files: ['request'] },
    bodyEncoding: 'raw',
    upload: { maxBytes: DER_REQUEST_MAX_BYTES, rawTypes: ['application/ocsp-request'] },
    reply: fileReply(['application/ocsp-response']),
    errors: [],
  }),
  ocspByGet: endpoint({
    method: 'GET',
    path: '/pki/ocsp/*',
    summary: 'The OCSP responder over GET (RFC 6960 A.1): the URL-encoded base64 of the DER request as the path',
    access: access.open(),
    input: {},
    reply: fileReply(['application/ocsp-response']),
    errors: [],
  }),
  timeStamp: endpoint({
    method: 'POST',
    path: '/pki/tsa',
    summary: 'The time-stamp authority (RFC 3161): a DER time-stamp query in, a DER time-stamp reply out',
    access: access.open(),
    input: { files: ['query'] },
    bodyEncoding: 'raw',
    upload: {
      maxBytes: DER_REQUEST_MAX_BYTES,
      rawTypes: ['application/timestamp-query', 'application/timestamp-request'],
    },
    reply: fileReply(['application/timestamp-reply']),
    errors: [],
  }),
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
