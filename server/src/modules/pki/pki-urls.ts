// The public addresses of the PKI endpoints, as certificates carry them (CRL distribution points,
// OCSP and CA-issuers access). PUBLIC_URL, or http://127.0.0.1:PORT.
import type { ServerConfig } from '../../config';
import { publicBaseUrl } from '../../http/public-base-url';
import type { THierarchy } from './platform-ca';

export interface PkiUrls {
  readonly crl: string;
  readonly rootCrl: string;
  readonly ocsp: string;
  readonly rootCertificate: string;
  readonly issuingCertificate: string;
}

export function pkiUrls(config: ServerConfig, hierarchy: THierarchy): PkiUrls {
  const base = `${publicBaseUrl(config)}/ecapi/pki${hierarchy === 'SM2' ? '/sm2' : ''}`;
  return {
    crl: `${base}/crl`,
    rootCrl: `${base}/root.crl`,
    // One responder for every hierarchy: it finds the CA from the request.
    ocsp: `${publicBaseUrl(config)}/ecapi/pki/ocsp`,
    rootCertificate: `${base}/root.crt`,
    issuingCertificate: `${base}/issuing.crt`,
  };
}
