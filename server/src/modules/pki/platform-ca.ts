// The platform CA as the rest of the PKI module uses it: per hierarchy (the default one in P-384
// or RSA-3072, the optional SM2 one) a root, an issuing CA, a delegated OCSP responder and — in the
// default hierarchy — the time-stamp authority, each with its signing key.
import type { Certificate, PrivateKeyHandle, SignatureAlgorithm } from '@ecsign/core/pdf';
import type { TKeyAlgorithm } from './key-algorithms';

export type THierarchy = 'DEFAULT' | 'SM2';

/** A certificate of the platform and, when the platform holds it, the key that signs with it. */
export interface Authority {
  readonly certificate: Certificate;
  /** SHA-256 of the certificate DER, lower-case hex: how tables name an issuer. */
  readonly fingerprint: string;
  /** Absent for a root loaded from configuration without its key. */
  readonly key?: PrivateKeyHandle;
  /** Undefined for a configured CA key of another size or curve (P-521, RSA-4096 …). */
  readonly keyAlgorithm?: TKeyAlgorithm;
  readonly signatureAlgorithm: SignatureAlgorithm;
}

export type SigningAuthority = Authority & { readonly key: PrivateKeyHandle };

export interface CaHierarchy {
  readonly name: THierarchy;
  readonly root: Authority;
  readonly issuing: SigningAuthority;
  readonly ocsp: SigningAuthority;
  /** Default hierarchy only. */
  readonly tsa?: SigningAuthority;
  /** The CA came from PKI_ROOT_CERT / PKI_ISSUING_CERT / PKI_ISSUING_KEY. */
  readonly configured: boolean;
}

export interface PlatformCa {
  readonly default: CaHierarchy & { readonly tsa: SigningAuthority };
  readonly sm2?: CaHierarchy;
}

/** The hierarchy that issues subject certificates of a key algorithm. */
export function hierarchyFor(ca: PlatformCa, keyAlgorithm: TKeyAlgorithm): CaHierarchy | undefined {
  return keyAlgorithm === 'SM2' ? ca.sm2 : ca.default;
}
