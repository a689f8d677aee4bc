// @ecsign/core/pdf: PDF reading and writing (see README.md), and the signature engine and
// validator built on it.
export * from './parse';
export * from './write';
export * from './asn1';
export * from './crypto';
export * from './x509';
export * from './cms';
export * from './ocsp';
export {
  CRL_REASONS,
  buildCrl,
  crlReasonCode,
  type BuildCrlOptions,
  type CrlReason,
  type RevokedCertificateEntry,
} from './x509/build-crl';
export * from './sign';
export * from './verify';
export * from './text/fold-keyword-text';
