// Translation between this package's SignatureAlgorithm and WebCrypto's parameter objects, and
// the rule of which key can make which signature. Hashes WebCrypto lacks (SM3) and curves it
// lacks (SM2) return undefined here and take the plain-TypeScript path.
import { CryptoEngineError } from './crypto-engine-error';
import type { DigestAlgorithm, KeyType, NamedCurve, SignatureAlgorithm } from './types';

const WEB_HASHES: ReadonlySet<DigestAlgorithm> = new Set(['SHA-1', 'SHA-256', 'SHA-384', 'SHA-512']);
const WEB_CURVES: ReadonlySet<NamedCurve> = new Set(['P-256', 'P-384', 'P-521']);

export const isWebHash = (hash: DigestAlgorithm): boolean => WEB_HASHES.has(hash);

/** Throws CryptoEngineError('key-mismatch') when a key of this type cannot make `algorithm`. */
export function assertKeyFits(
  keyType: KeyType | undefined,
  curve: NamedCurve | undefined,
  algorithm: SignatureAlgorithm,
) {
  const fits =
    ((algorithm.name === 'RSASSA-PKCS1-v1_5' || algorithm.name === 'RSA-PSS') && keyType === 'RSA') ||
    (algorithm.name === 'ECDSA' && keyType === 'EC') ||
    (algorithm.name === 'SM2' && keyType === 'EC' && curve === 'SM2') ||
    (algorithm.name === 'Ed25519' && keyType === 'Ed25519') ||
    (algorithm.name === 'Ed448' && keyType === 'Ed448');
  if (!fits) throw new CryptoEngineError('key-mismatch', `a ${keyType ?? 'unknown'} key cannot use ${algorithm.name}`);
}

/** Key import parameters, or undefined when WebCrypto cannot run this algorithm with this key. */
export function importParams(
  algorithm: SignatureAlgorithm,
  curve: NamedCurve | undefined,
): RsaHashedImportParams | EcKeyImportParams | Algorithm | undefined {
  switch (algorithm.name) {
    case 'RSASSA-PKCS1-v1_5':
      return isWebHash(algorithm.hash) ? { name: algorithm.name, hash: algorithm.hash } : undefined;
    case 'RSA-PSS':
      if (!isWebHash(algorithm.hash) || (algorithm.mgfHash && algorithm.mgfHash !== algorithm.hash)) return undefined;
      return { name: algorithm.name, hash: algorithm.hash };
    case 'ECDSA':
      return curve && WEB_CURVES.has(curve) && isWebHash(algorithm.hash)
        ? { name: 'ECDSA', namedCurve: curve }
        : undefined;
    case 'Ed25519':
    case 'Ed448':
      return { name: algorithm.name };
    case 'SM2':
      return undefined;
  }
}

/** sign()/verify() parameters for a key imported with importParams(). */
export function operationParams(algorithm: SignatureAlgorithm): Algorithm | RsaPssParams | EcdsaParams {
  switch (algorithm.name) {
    case 'RSA-PSS':
      return { name: 'RSA-PSS', saltLength: algorithm.saltLength } as RsaPssParams;
    case 'ECDSA':
      return { name: 'ECDSA', hash: algorithm.hash } as EcdsaParams;
    default:
      return { name: algorithm.name };
  }
}
