// The client half of key-device (ukey) login and binding (spec items C-ukey-login, V-ukey-bind): sign the
// server's one-time nonce with the private key of the certificate. A PKCS#12 file unlocked with its
// PIN stands in for the device; a real device plugs in as an ExternalSigner.
import type { TUkeyAlgorithm, TUkeyProof } from '../../model/ukey';
import { signWith, type Signer } from '../crypto/sign-with';
import type { CryptoEngine, SignatureAlgorithm } from '../crypto/types';
import type { Certificate } from './certificate';
import { encodePem, toBase64 } from './pem';

const ALGORITHMS: Record<TUkeyAlgorithm, SignatureAlgorithm> = {
  SHA256withRSA: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  SHA256withECDSA: { name: 'ECDSA', hash: 'SHA-256' },
};

export async function proveKeyPossession(options: {
  engine: CryptoEngine;
  signer: Signer;
  certificate: Certificate;
  nonce: string;
}): Promise<TUkeyProof> {
  const algorithm: TUkeyAlgorithm =
    options.certificate.publicKeyInfo.keyType === 'RSA' ? 'SHA256withRSA' : 'SHA256withECDSA';
  const signature = await signWith(
    options.engine,
    options.signer,
    ALGORITHMS[algorithm],
    new TextEncoder().encode(options.nonce),
  );
  return {
    certificate: encodePem('CERTIFICATE', options.certificate.der),
    nonce: options.nonce,
    signature: toBase64(signature),
    algorithm,
  };
}
