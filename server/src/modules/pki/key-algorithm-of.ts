// The key algorithm (as the keystore names it) and the signature scheme of a certificate's key —
// for CAs loaded from configuration, whose keys were not made here.
import type { PublicKeyInfo, SignatureAlgorithm } from '@ecsign/core/pdf';
import type { TKeyAlgorithm } from './key-algorithms';

export function keyAlgorithmOf(key: PublicKeyInfo): TKeyAlgorithm | undefined {
  if (key.keyType === 'RSA') return key.keySize === 2048 ? 'RSA-2048' : key.keySize === 3072 ? 'RSA-3072' : undefined;
  if (key.keyType === 'EC' && (key.curve === 'P-256' || key.curve === 'P-384' || key.curve === 'SM2')) return key.curve;
  return undefined;
}

/** The scheme a CA key signs with; undefined for keys this server cannot sign with. */
export function signatureAlgorithmForKey(key: PublicKeyInfo): SignatureAlgorithm | undefined {
  if (key.keyType === 'RSA') return key.keySize >= 2048 ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : undefined;
  if (key.keyType !== 'EC') return undefined;
  if (key.curve === 'P-256') return { name: 'ECDSA', hash: 'SHA-256' };
  if (key.curve === 'P-384') return { name: 'ECDSA', hash: 'SHA-384' };
  if (key.curve === 'P-521') return { name: 'ECDSA', hash: 'SHA-512' };
  if (key.curve === 'SM2') return { name: 'SM2', hash: 'SM3' };
  return undefined;
}
