// The part of a certificate a person reads in a report: who, issued by whom, which serial, when valid.
import type { Certificate } from '../x509/certificate';
import { nameAttribute } from '../x509/distinguished-name';
import type { CertificateSummary } from './types';

export function summarizeCertificate(certificate: Certificate): CertificateSummary {
  return Object.freeze({
    subject: certificate.subject.text,
    commonName: certificate.subject.commonName,
    organization: nameAttribute(certificate.subject, 'O'),
    issuer: certificate.issuer.text,
    serialNumber: certificate.serialHex,
    notBefore: certificate.notBefore,
    notAfter: certificate.notAfter,
  });
}
