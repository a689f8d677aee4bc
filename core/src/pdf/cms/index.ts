// CMS and RFC 3161 for @ecsign/core/pdf: parse a PDF signature's /Contents, verify a signer info,
// build CAdES/PAdES SignedData, and the time-stamp protocol (client and the platform TSA).
export type { Attribute, EssCertId, SignedData, SignerIdentifier, SignerInfo, TimeStampToken, TstInfo } from './types';
export { parseSignedData, parseTimeStampToken } from './parse-signed-data';
export { parseTstInfo } from './parse-tst-info';
export { findSignerCertificate } from './find-signer-certificate';
export { verifySignerInfo, type DigestSource, type VerifySignerInfoOptions } from './verify-signer-info';
export type { SignerInfoProblem, SignerInfoVerification } from './signer-info-verification';
export { buildSignedData, type BuildSignedDataOptions } from './build-signed-data';
export { buildAttribute, buildSigningCertificateV2 } from './build-attribute';
export {
  buildTimeStampRequest,
  parseTimeStampRequest,
  type BuildTimeStampRequestOptions,
  type TimeStampRequest,
} from './time-stamp-request';
export {
  TIME_STAMP_FAILURES,
  buildTimeStampResponse,
  parseTimeStampResponse,
  type TimeStampFailure,
  type TimeStampResponse,
} from './time-stamp-response';
export { buildTimeStampToken, type BuildTimeStampTokenOptions } from './build-time-stamp-token';
export { verifyTimeStampToken, type TimeStampProblem, type TimeStampVerification } from './verify-time-stamp-token';
export { verifySignatureTimeStamps } from './verify-signature-time-stamps';
