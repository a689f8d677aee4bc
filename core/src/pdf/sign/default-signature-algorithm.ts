// The signature scheme a signer uses when the caller names none: what the certificate's key
// is meant for, with the hash PAdES baseline and the GM/T standards pair with it.
import type { PublicKeyInfo } from '../crypto/parse-public-key-info';
import type { SignatureAlgorithm } from '../crypto/types';

/** Undefined when the key is of a kind this engine does not sign with (DSA, EdDSA, unknown curves). */
export function defaultSignatureAlgorithm(key: PublicKeyInfo): SignatureAlgorithm | undefined {
  if (key.keyType === 'RSA') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  if (key.keyType !== 'EC') return undefined;
  switch (key.curve) {
    case 'P-256':
      return { name: 'ECDSA', hash: 'SHA-256' };
    case 'P-384':
      return { name: 'ECDSA', hash: 'SHA-384' };
    case 'P-521':
      return { name: 'ECDSA', hash: 'SHA-512' };
    case 'SM2':
      return { name: 'SM2', hash: 'SM3' };
    default:
      return undefined;
  }
}
