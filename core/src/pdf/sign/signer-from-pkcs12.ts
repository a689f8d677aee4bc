// A signer from a PKCS#12 file and its PIN — the CLI's stand-in for a key device. A wrong PIN is
// the catalogue's CERT_PIN_WRONG, a file that is not a usable identity its CERTIFICATE_ERROR.
import { AppError } from '../../errors/app-error';
import type { CryptoEngine, SignatureAlgorithm } from '../crypto/types';
import { openPkcs12Identity } from '../x509/open-pkcs12-identity';
import { Pkcs12Error } from '../x509/pkcs12-error';
import type { PdfSigner } from './types';

export async function signerFromPkcs12(
  p12: Uint8Array,
  pin: string,
  engine: CryptoEngine,
  algorithm?: SignatureAlgorithm,
): Promise<PdfSigner> {
  try {
    const identity = await openPkcs12Identity(p12, pin, engine);
    return Object.freeze({
      engine,
      key: identity.privateKey,
      certificateChain: Object.freeze([identity.certificate.der, ...identity.chain.map((c) => c.der)]),
      algorithm,
    });
  } catch (error) {
    if (error instanceof Pkcs12Error && error.code === 'wrong-password') {
      throw new AppError('CERT_PIN_WRONG', { internal: error.message, cause: error });
    }
    throw new AppError('CERTIFICATE_ERROR', { internal: `PKCS#12: ${(error as Error).message}`, cause: error });
  }
}
