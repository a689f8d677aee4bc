// Checks that a nonce was signed by the private key of a certificate: RSA PKCS#1 v1.5 with SHA-256
// (keys of 2048 bits or more) or ECDSA P-256 with SHA-256, its signature DER or raw r‖s (64 bytes,
// as WebCrypto and many devices give it).
import { verify } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TUkeyProof } from '@ecsign/core/model';
import type { CertificateInfo } from './read-certificate';

const MIN_RSA_BITS = 2048;

export function verifyUkeySignature(
  certificate: CertificateInfo,
  proof: Pick<TUkeyProof, 'nonce' | 'signature' | 'algorithm'>,
): void {
  const key = certificate.publicKey;
  const details = key.asymmetricKeyDetails ?? {};
  const fits =
    proof.algorithm === 'SHA256withRSA'
      ? key.asymmetricKeyType === 'rsa' && (details.modulusLength ?? 0) >= MIN_RSA_BITS
      : key.asymmetricKeyType === 'ec' && details.namedCurve === 'prime256v1';
  if (!fits)
    throw new AppError('UKEY_ALGORITHM_UNSUPPORTED', {
      internal: `${proof.algorithm} with a ${key.asymmetricKeyType} key (${details.modulusLength ?? details.namedCurve})`,
    });
  const signature = Buffer.from(proof.signature, 'base64');
  const data = Buffer.from(proof.nonce, 'utf8');
  let valid = false;
  try {
    valid =
      proof.algorithm === 'SHA256withRSA'
        ? verify('sha256', data, key, signature)
        : verify('sha256', data, { key, dsaEncoding: signature.length === 64 ? 'ieee-p1363' : 'der' }, signature);
  } catch {
    valid = false; // a malformed signature verifies nothing
  }
  if (!valid) throw new AppError('UKEY_SIGNATURE_INVALID');
}
