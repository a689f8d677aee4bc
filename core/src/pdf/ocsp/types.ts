// The OCSP structures of RFC 6960 as this package reads and writes them: requests parsed by the
// platform's responder, responses built by it and parsed by the validator (and the signer that
// embeds them in a PAdES B-LT /DSS).
import type { AlgorithmIdentifier } from '../crypto/algorithm-identifier';
import type { DigestAlgorithm } from '../crypto/types';
import type { Certificate } from '../x509/certificate';
import type { CrlReason } from '../x509/build-crl';
import type { DistinguishedName } from '../x509/distinguished-name';

/** CertID: which certificate, named by hashes of its issuer's name and key and its serial. */
export interface OcspCertId {
  readonly hashAlgorithm: AlgorithmIdentifier;
  /** Undefined when this package cannot compute the hash the CertID uses. */
  readonly digestAlgorithm?: DigestAlgorithm;
  readonly issuerNameHash: Uint8Array;
  readonly issuerKeyHash: Uint8Array;
  readonly serialNumber: bigint;
  /** The CertID's DER as received (echoed unchanged in the answer). */
  readonly der: Uint8Array;
}

export interface OcspRequest {
  readonly der: Uint8Array;
  readonly version: number;
  readonly certIds: readonly OcspCertId[];
  /**
   * extnValue of the nonce extension as received (normally an OCTET STRING's DER), so that the
   * responder echoes exactly what was sent.
   */
  readonly nonce?: Uint8Array;
  /** The request was signed (this responder does not check request signatures). */
  readonly signed: boolean;
}

export type OcspCertStatus =
  | { readonly status: 'good' }
  | { readonly status: 'revoked'; readonly revocationTime: Date; readonly reason?: CrlReason }
  | { readonly status: 'unknown' };

export type OcspSingleResponse = OcspCertStatus & {
  readonly certId: OcspCertId;
  readonly thisUpdate: Date;
  readonly nextUpdate?: Date;
};

export type OcspResponseStatus =
  'successful' | 'malformedRequest' | 'internalError' | 'tryLater' | 'sigRequired' | 'unauthorized';

/** OCSPResponseStatus codes (RFC 6960 §4.2.1); 4 is unused. */
export const OCSP_RESPONSE_STATUSES: Readonly<Record<OcspResponseStatus, number>> = {
  successful: 0,
  malformedRequest: 1,
  internalError: 2,
  tryLater: 3,
  sigRequired: 5,
  unauthorized: 6,
};

/** BasicOCSPResponse; `tbs`, `signatureAlgorithm` and `signatureValue` make it a SignedObject. */
export interface BasicOcspResponse {
  readonly der: Uint8Array;
  /** ResponseData exactly as signed. */
  readonly tbs: Uint8Array;
  readonly signatureAlgorithm: AlgorithmIdentifier;
  readonly signatureValue: Uint8Array;
  readonly responderId: { readonly byName?: DistinguishedName; readonly byKeyHash?: Uint8Array };
  readonly producedAt: Date;
  readonly responses: readonly OcspSingleResponse[];
  /** extnValue of the nonce extension, when present. */
  readonly nonce?: Uint8Array;
  /** The certificates the responder sent (its own, when delegated). */
  readonly certificates: readonly Certificate[];
}

export interface OcspResponse {
  readonly der: Uint8Array;
  readonly status: OcspResponseStatus;
  /** Present when successful. */
  readonly basic?: BasicOcspResponse;
}
