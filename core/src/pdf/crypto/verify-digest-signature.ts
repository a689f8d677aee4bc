// Signature verification when only the digest of the signed data is known: CMS signer infos
// without signed attributes sign the document digest directly, and the validator has that digest,
// not the document in one piece. Pure public-key arithmetic; EdDSA cannot work this way.
import { CryptoEngineError } from './crypto-engine-error';
import { CURVES } from './ec-curves';
import { decodePoint } from './ec-point-codec';
import { ecdsaVerifyDigest } from './ecdsa-verify-digest';
import { parsePublicKeyInfo, type PublicKeyInfo } from './parse-public-key-info';
import { rsaPkcs1VerifyDigest, rsaPssVerifyDigest } from './rsa-verify-digest';
import { sm2Verify } from './sm2-verify';
import type { DigestAlgorithm, SignatureAlgorithm } from './types';
import { assertKeyFits } from './web-crypto-params';

/**
 * Verifies `signature` over a message whose digest (under the algorithm's hash) is `digest`; for
 * SM2, `digest` must be e = SM3(Z || M). `hash` computes MGF1 blocks for RSA-PSS.
 */
export async function verifyDigestSignature(
  publicKey: Uint8Array | PublicKeyInfo,
  algorithm: SignatureAlgorithm,
  digest: Uint8Array,
  signature: Uint8Array,
  hash: (algorithm: DigestAlgorithm, data: Uint8Array) => Promise<Uint8Array>,
): Promise<boolean> {
  const info = publicKey instanceof Uint8Array ? parsePublicKeyInfo(publicKey) : publicKey;
  assertKeyFits(info.keyType, info.curve, algorithm);
  switch (algorithm.name) {
    case 'RSASSA-PKCS1-v1_5':
      return rsaPkcs1VerifyDigest(info.rsa!, algorithm.hash, digest, signature);
    case 'RSA-PSS': {
      const options = {
        hash: algorithm.hash,
        mgfHash: algorithm.mgfHash ?? algorithm.hash,
        saltLength: algorithm.saltLength,
      };
      return rsaPssVerifyDigest(info.rsa!, options, digest, signature, hash);
    }
    case 'ECDSA':
    case 'SM2': {
      if (!info.curve) throw new CryptoEngineError('unsupported-algorithm', `curve ${info.curveOid ?? '?'}`);
      const curve = CURVES[info.curve];
      const point = decodePoint(curve, info.publicKey);
      return algorithm.name === 'SM2'
        ? sm2Verify(point, digest, signature)
        : ecdsaVerifyDigest(curve, point, digest, signature);
    }
    default:
      throw new CryptoEngineError('unsupported-algorithm', `${algorithm.name} signs messages, not digests`);
  }
}
