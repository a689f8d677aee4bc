// Checks that `issuer`'s key signed a certificate. Chain building and trust decisions are the
// validator's; this answers only the cryptographic question, and says "unsupported" rather than
// "invalid" when the algorithm is beyond the engine.
import { CryptoEngineError } from '../crypto/crypto-engine-error';
import type { PublicKeyInfo } from '../crypto/parse-public-key-info';
import { signatureAlgorithmFromIdentifier } from '../crypto/signature-algorithm-from-identifier';
import type { CryptoEngine } from '../crypto/types';
import type { Certificate } from './certificate';

export type SignatureCheck = 'valid' | 'invalid' | 'unsupported';

/** Signed objects that carry TBS bytes, an algorithm and a signature (certificates, CRLs, OCSP). */
export interface SignedObject {
  readonly tbs: Uint8Array;
  readonly signatureAlgorithm: Certificate['signatureAlgorithm'];
  readonly signatureValue: Uint8Array;
}

/** Verifies the signature on `signed` with the issuer's public key (its certificate or SPKI). */
export async function verifyCertificateSignature(
  signed: SignedObject,
  issuer: Certificate | PublicKeyInfo,
  engine: CryptoEngine,
): Promise<SignatureCheck> {
  const spki = 'publicKeyInfo' in issuer ? issuer.publicKeyInfo : issuer;
  const resolution = signatureAlgorithmFromIdentifier(signed.signatureAlgorithm);
  if (!resolution.ok) return resolution.reason === 'malformed' ? 'invalid' : 'unsupported';
  try {
    const ok = await engine.verify(spki.der, resolution.algorithm, signed.tbs, signed.signatureValue);
    return ok ? 'valid' : 'invalid';
  } catch (error) {
    if (error instanceof CryptoEngineError && error.code === 'unsupported-algorithm') return 'unsupported';
    if (error instanceof CryptoEngineError) return 'invalid';
    throw error;
  }
}
