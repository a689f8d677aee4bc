// One way for every builder (certificates, CMS, time-stamp tokens) to sign: with a key handle
// through the engine, or with an ExternalSigner (HSM, KMS, remote signing) that receives both the
// bytes and the digest a hash-then-sign device needs.
import { CryptoEngineError } from './crypto-engine-error';
import { CURVES } from './ec-curves';
import { decodePoint } from './ec-point-codec';
import { parsePublicKeyInfo } from './parse-public-key-info';
import { sm2Digest } from './sm2-digest';
import type { CryptoEngine, ExternalSigner, PrivateKeyHandle, SignatureAlgorithm, SignRequest } from './types';

export type Signer = PrivateKeyHandle | ExternalSigner;

/**
 * Signs `data`. `signerPublicKey` (SPKI DER) is required for SM2 with an external signer, whose
 * digest SM3(Z || data) depends on the public key.
 */
export async function signWith(
  engine: CryptoEngine,
  signer: Signer,
  algorithm: SignatureAlgorithm,
  data: Uint8Array,
  signerPublicKey?: Uint8Array,
): Promise<Uint8Array> {
  if (typeof signer !== 'function') return engine.sign(signer, algorithm, data);
  let digest: Uint8Array | undefined;
  if (algorithm.name === 'SM2') {
    if (!signerPublicKey) throw new CryptoEngineError('invalid-key', 'SM2 external signing needs the public key');
    const point = decodePoint(CURVES.SM2, parsePublicKeyInfo(signerPublicKey).publicKey);
    digest = sm2Digest(point, data, algorithm.userId);
  } else if ('hash' in algorithm) {
    digest = await engine.digest(algorithm.hash, data);
  }
  const request: SignRequest = Object.freeze({ algorithm, data, digest });
  try {
    return await signer(request);
  } catch (error) {
    if (error instanceof CryptoEngineError) throw error;
    throw new CryptoEngineError('signing-failed', `external signer failed: ${(error as Error).message}`);
  }
}
