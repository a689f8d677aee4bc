// OCSP (RFC 6960) for @ecsign/core/pdf: the platform responder parses requests and builds signed
// responses; signers and the validator build requests and parse responses.
export type {
  BasicOcspResponse,
  OcspCertId,
  OcspCertStatus,
  OcspRequest,
  OcspResponse,
  OcspResponseStatus,
  OcspSingleResponse,
} from './types';
export { OCSP_RESPONSE_STATUSES } from './types';
export { buildOcspCertId, ocspCertIdMatchesIssuer } from './ocsp-cert-id';
export { parseOcspRequest } from './parse-ocsp-request';
export { buildOcspRequest, type BuildOcspRequestOptions } from './build-ocsp-request';
export {
  buildOcspErrorResponse,
  buildOcspResponse,
  type BuildOcspResponseOptions,
  type OcspAnswer,
} from './build-ocsp-response';
export { parseOcspResponse } from './parse-ocsp-response';
