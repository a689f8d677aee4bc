// A signature made outside its certificate's validity period is worthless to every validator, so
// the engine refuses it up front with the catalogue's certificate codes.
import { AppError } from '../../errors/app-error';
import type { Certificate } from '../x509/certificate';

export function checkCertificateValidity(certificate: Certificate, at: Date): void {
  const subject = certificate.subject.text;
  if (at.getTime() < certificate.notBefore.getTime()) {
    throw new AppError('CERT_NOT_YET_VALID', {
      internal: `the certificate of ${subject} is valid from ${certificate.notBefore.toISOString()}, signing at ${at.toISOString()}`,
    });
  }
  if (at.getTime() > certificate.notAfter.getTime()) {
    throw new AppError('CERT_EXPIRED', {
      internal: `the certificate of ${subject} expired ${certificate.notAfter.toISOString()}, signing at ${at.toISOString()}`,
    });
  }
}
