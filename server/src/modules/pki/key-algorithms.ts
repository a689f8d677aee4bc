// The key algorithms of the platform PKI and what each signs with: the CA hierarchy (P-384 or
// RSA-3072, SM2 for the GM/T hierarchy) and subject keys (RSA-2048, P-256, SM2).
import type { KeyPairSpec, SignatureAlgorithm } from '@ecsign/core/pdf';

export type TKeyAlgorithm = 'RSA-2048' | 'RSA-3072' | 'P-256' | 'P-384' | 'SM2';
export type TSubjectKeyAlgorithm = 'RSA-2048' | 'P-256' | 'SM2';
export const SUBJECT_KEY_ALGORITHMS: readonly TSubjectKeyAlgorithm[] = ['RSA-2048', 'P-256', 'SM2'];

export const KEY_PAIR_SPECS: Readonly<Record<TKeyAlgorithm, KeyPairSpec>> = {
  'RSA-2048': { type: 'RSA', modulusLength: 2048 },
  'RSA-3072': { type: 'RSA', modulusLength: 3072 },
  'P-256': { type: 'EC', curve: 'P-256' },
  'P-384': { type: 'EC', curve: 'P-384' },
  SM2: { type: 'EC', curve: 'SM2' },
};

/** The scheme a key of `algorithm` signs certificates, CRLs, OCSP responses and tokens with. */
export function signatureAlgorithmOf(algorithm: TKeyAlgorithm): SignatureAlgorithm {
  switch (algorithm) {
    case 'RSA-2048':
    case 'RSA-3072':
      return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
    case 'P-256':
      return { name: 'ECDSA', hash: 'SHA-256' };
    case 'P-384':
      return { name: 'ECDSA', hash: 'SHA-384' };
    case 'SM2':
      return { name: 'SM2', hash: 'SM3' };
  }
}

/**
 * The key of the OCSP responder and the time-stamp authority under an issuing CA of `issuing`.
 * They sign on every signature (a B-T signature needs a time-stamp; an HR batch makes thousands),
 * unlike the CAs, which sign a certificate now and then, so they get the faster key of the same
 * family: P-256 (0.06 ms a signature on a 2-core test machine, against 1.8 ms for P-384) and
 * RSA-2048 (0.6 ms, against 3.5 ms for RSA-3072) — both at or above what public TSAs use. Their
 * certificates live 1 (OCSP) and 5 (TSA) years and are renewed (ensure-platform-ca.ts); the root's 20.
 */
export function delegatedKeyAlgorithm(issuing: TKeyAlgorithm | undefined): TKeyAlgorithm {
  switch (issuing) {
    case 'RSA-2048':
    case 'RSA-3072':
      return 'RSA-2048';
    case 'SM2':
      return 'SM2';
    default:
      return 'P-256';
  }
}
