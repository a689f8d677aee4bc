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
